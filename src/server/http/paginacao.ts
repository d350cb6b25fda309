import type { PagedContent } from '../../shared/api/contract.ts';

export const LIMITE_CONTAGEM = 10_000;

export interface Paginacao {
  page: number;
  rpp: number;
  offset: number;
}

/** The query schema of paged calls: `page` is 1-based, `rpp` 1–100 (default 10, spec section 9). */
export const esquemaPaginacao = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  rpp: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
} as const;

export function paginacao(query: { page: number; rpp: number }): Paginacao {
  return { page: query.page, rpp: query.rpp, offset: (query.page - 1) * query.rpp };
}

/**
 * The paged reply. `linhas` holds up to rpp + 1 rows (the extra one tells `hasMore`);
 * `contagem` is exact up to `limite` + 1 (LIMITE_CONTAGEM unless the call counts less), beyond
 * which `countExact` is false.
 */
export function respostaPaginada<T>(linhas: T[], contagem: number, p: Paginacao, limite = LIMITE_CONTAGEM): PagedContent<T> {
  const countExact = contagem <= limite;
  const count = Math.min(contagem, limite);
  return {
    resultList: linhas.slice(0, p.rpp),
    hasMore: linhas.length > p.rpp,
    page: p.page,
    rpp: p.rpp,
    count,
    countExact,
    pageCount: Math.max(1, Math.ceil(count / p.rpp)),
  };
}
