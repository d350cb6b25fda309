import type { TagsDaTela } from './types.ts';

/**
 * The tag that saving a record needs: a new one asks for criar when the screen declares it
 * (and then editar alone does not create), an update asks for editar. Undefined: no one saves.
 */
export function tagDaGravacao(tags: TagsDaTela, novo: boolean): string | undefined {
  return novo ? (tags.criar ?? tags.editar) : tags.editar;
}
