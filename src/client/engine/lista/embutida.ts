import type { FiltroResolvido } from '../../../shared/engine/tela-resolvida.ts';
import type { ValoresDoFiltro } from './busca.ts';

// A screen's list embedded in another page (a utility's page lists that utility's consents): under
// the page's own heading, with a search of its own, and always filtered by the fixed values the
// page gives, which are filter fields of the screen's descriptor. Its filter bar no longer offers
// them, nor its table their columns (every row has the page's value), a record created from there
// starts with them, and a form opened from there leads back to the page.

export interface ListaEmbutida {
  /** The heading of the list on the page. */
  titulo: string;
  /** Filter parameter → value (a record's id, or a plain value), always applied. */
  filtroFixo: ValoresDoFiltro;
  /** The page's title: a form opened from the list leads back to the page ("Voltar para ..."); without it, the list's. */
  tituloDaPagina?: string;
}

/** The fixed parameters that are not among the filter's fields: a page that names one would list everything. */
export function parametrosForaDoFiltro(filtro: FiltroResolvido | null, fixo: ValoresDoFiltro): string[] {
  const parametros = new Set(filtro?.campos.map((c) => c.parametro) ?? []);
  return Object.keys(fixo).filter((p) => !parametros.has(p));
}

/** The filter bar without the fixed fields; null when none is left. */
export function filtroSemOsFixos(filtro: FiltroResolvido | null, fixo: ValoresDoFiltro): FiltroResolvido | null {
  const campos = filtro?.campos.filter((c) => !Object.hasOwn(fixo, c.parametro)) ?? [];
  return campos.length === 0 ? null : { ...filtro, campos };
}

/** The model fields of the fixed values: columns the embedded table leaves out. */
export function camposFixos(filtro: FiltroResolvido | null, fixo: ValoresDoFiltro): ReadonlySet<string> {
  return new Set((filtro?.campos ?? []).filter((c) => Object.hasOwn(fixo, c.parametro) && c.campo !== null).map((c) => c.campo as string));
}

/** The new record's address query: each fixed value in its field (the form fills the field from it). */
export function preenchimentoDoNovo(filtro: FiltroResolvido | null, fixo: ValoresDoFiltro): string {
  const query = new URLSearchParams();
  for (const campo of filtro?.campos ?? []) {
    const valor = fixo[campo.parametro];
    if (campo.campo === null || valor === undefined || valor === null) continue;
    const id = typeof valor === 'object' && 'id' in valor ? (valor as { id: unknown }).id : valor;
    if (typeof id === 'number' || typeof id === 'string' || typeof id === 'boolean') query.set(campo.campo, String(id));
  }
  const texto = query.toString();
  return texto === '' ? '' : `?${texto}`;
}
