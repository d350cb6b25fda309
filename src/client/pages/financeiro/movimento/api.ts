import type { Agrupamento } from '../../../../shared/financeiro/fluxoDeCaixa.ts';

// The statement's and the cash flow's calls (shared/api/movimento.ts) and the collections their
// filters search.

export const URL_CONTAS = '/api/financeiro/contas';
export const URL_CATEGORIAS = '/api/financeiro/categorias';
export const URL_CENTROS_DE_CUSTO = '/api/financeiro/centroscusto';

export interface Dias {
  inicio: string;
  fim: string;
}

const id = (registro: { id: number | string } | null): string | null => (registro === null ? null : String(registro.id));

export function urlDoExtrato(conta: { id: number | string }, dias: Dias, filtros: { categoria: { id: number | string } | null; centroCusto: { id: number | string } | null }): string {
  const query = new URLSearchParams({ conta: String(conta.id), inicio: dias.inicio, fim: dias.fim });
  const categoria = id(filtros.categoria);
  const centroCusto = id(filtros.centroCusto);
  if (categoria !== null) query.set('categoria', categoria);
  if (centroCusto !== null) query.set('centroCusto', centroCusto);
  return `/api/financeiro/extrato?${query}`;
}

/** The statement's page `pagina` (from 1; the server's default size) of the statement at `url`. */
export const urlDaPaginaDoExtrato = (url: string, pagina: number): string => (pagina > 1 ? `${url}&page=${pagina}` : url);

export function urlDoFluxo(conta: { id: number | string } | null, dias: Dias, agrupamento: Agrupamento): string {
  const query = new URLSearchParams({ inicio: dias.inicio, fim: dias.fim, agrupamento });
  const daConta = id(conta);
  if (daConta !== null) query.set('conta', daConta);
  return `/api/financeiro/fluxocaixa?${query}`;
}

/** The statement's file asked for with the filters of the statement on screen (its URL's query). */
export function pedidoDoExtrato(url: string, formato: 'PDF' | 'XLSX'): Record<string, string> {
  return { ...Object.fromEntries(new URL(url, 'http://localhost').searchParams), formato };
}

/** A background job, which the jobs panel shows and whose end is a notice. */
export const URL_RELATORIO_DO_EXTRATO = '/api/relatorios/financeiro/extrato';
