import type { TagDoCatalogo } from '../../../shared/api/contract.ts';
import { agruparPorModulo } from '../../../shared/permissions/agrupar-por-modulo.ts';
import { normalizar } from '../../../shared/texto/normalizar.ts';

// The tag picker's pure parts: the catalogue narrowed by a search and grouped by module, and
// the selection as a set changed one tag or one module at a time.

export type Selecao = ReadonlySet<string>;
export type EstadoDoModulo = boolean | 'mixed';


const comoEsta = (texto: string): string => texto;

/**
 * The catalogue's modules with the tags whose code, description or module holds the search, as
 * written or as shown in the language in force (`traduzir`).
 */
export function modulosFiltrados(catalogo: readonly TagDoCatalogo[], busca: string, traduzir: (texto: string) => string = comoEsta): [modulo: string, tags: TagDoCatalogo[]][] {
  const termo = normalizar(busca.trim());
  const textosDa = (item: TagDoCatalogo) => [item.tag, item.descricao, item.modulo, traduzir(item.descricao), traduzir(item.modulo)];
  const achadas = termo === '' ? catalogo : catalogo.filter((item) => textosDa(item).some((texto) => normalizar(texto).includes(termo)));
  return agruparPorModulo(achadas);
}

export function comTag(selecao: Selecao, tag: string, marcada: boolean): Selecao {
  const nova = new Set(selecao);
  if (marcada) nova.add(tag);
  else nova.delete(tag);
  return nova;
}

/** Marks or clears every tag of a module that may change (`mutaveis`); the others stay as they are. */
export function comModulo(selecao: Selecao, mutaveis: readonly string[], marcar: boolean): Selecao {
  const nova = new Set(selecao);
  for (const tag of mutaveis) {
    if (marcar) nova.add(tag);
    else nova.delete(tag);
  }
  return nova;
}

export function estadoDoModulo(selecao: Selecao, tags: readonly string[]): EstadoDoModulo {
  const marcadas = tags.filter((tag) => selecao.has(tag)).length;
  return marcadas === 0 ? false : marcadas === tags.length ? true : 'mixed';
}

/** The selection in the order the server keeps it. */
export const tagsOrdenadas = (selecao: Selecao): string[] => [...selecao].sort();
