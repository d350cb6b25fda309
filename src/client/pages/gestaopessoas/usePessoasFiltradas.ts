import useSWR from 'swr';
import type { PagedContent } from '../../../shared/api/contract.ts';
import type { ApiError } from '../../api/ApiError.ts';
import { post } from '../../api/http.ts';
import type { PessoaDaLista } from './pessoa.ts';

/** Section 9: the people list shows more rows on wider screens. */
export function rppPorLargura(largura: number): number {
  if (largura >= 1440) return 15;
  if (largura >= 1024) return 12;
  return 10;
}

interface Busca {
  q: string;
  page: number;
  rpp: number;
}

export function usePessoasFiltradas({ q, page, rpp }: Busca) {
  return useSWR<PagedContent<PessoaDaLista>, ApiError, readonly [string, string, number, number]>(
    ['/api/pessoas/filter', q, page, rpp],
    async ([url]) => {
      const query = new URLSearchParams({ page: String(page), rpp: String(rpp) });
      const { content } = await post<PagedContent<PessoaDaLista>>(`${url}?${query}`, { q }, { silenciarSucesso: true });
      return content;
    },
    { keepPreviousData: true },
  );
}
