import type { Registro } from './fonte.ts';

/** Records per autocomplete page (specification, section 9). */
export const RPP_AUTOCOMPLETE = 10;

export interface PaginaDoAutocomplete {
  registros: Registro[];
  mais: boolean;
}

export interface Consulta {
  page: number;
  termo: string;
  campos?: readonly string[];
}

/** GET url?page&rpp=10&q&term[&fields]: q and term both carry the typed text. */
export function urlDaPagina(url: string, { page, termo, campos }: Consulta): string {
  const parametros = new URLSearchParams({ page: String(page), rpp: String(RPP_AUTOCOMPLETE), q: termo, term: termo });
  if (campos && campos.length > 0) parametros.set('fields', campos.join(','));
  return `${url}${url.includes('?') ? '&' : '?'}${parametros.toString()}`;
}

const ehRegistro = (valor: unknown): valor is Registro =>
  typeof valor === 'object' && valor !== null && 'id' in valor;

/** Reads content.resultList or content.list, and content.more or content.hasMore; a bare array is one page. */
export function lerPagina(content: unknown): PaginaDoAutocomplete {
  if (Array.isArray(content)) return { registros: content.filter(ehRegistro), mais: false };
  if (typeof content !== 'object' || content === null) return { registros: [], mais: false };
  const { resultList, list, more, hasMore } = content as Record<string, unknown>;
  const lista = Array.isArray(resultList) ? resultList : Array.isArray(list) ? list : [];
  return { registros: lista.filter(ehRegistro), mais: more === true || hasMore === true };
}
