import type { TagDoCatalogo } from '../api/contract.ts';

/** The catalogue's tags by module, modules in order of first appearance. */
export function agruparPorModulo(tags: readonly TagDoCatalogo[]): [modulo: string, tags: TagDoCatalogo[]][] {
  const grupos = new Map<string, TagDoCatalogo[]>();
  for (const tag of tags) {
    const grupo = grupos.get(tag.modulo);
    if (grupo) grupo.push(tag);
    else grupos.set(tag.modulo, [tag]);
  }
  return [...grupos];
}
