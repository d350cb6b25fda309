import { avaliarCondicao } from './condicao.ts';
import type { CampoResolvido } from './tela-resolvida.ts';

/**
 * Whether a form field shows for this record: the configuration must allow it and its
 * visivelSe, if any, must hold. The form and the server's validation both ask this, so a
 * field the user cannot see is never the reason a save fails.
 */
export function campoVisivel(campo: CampoResolvido, registro: unknown): boolean {
  return campo.visivel && (campo.visivelSe === null || avaliarCondicao(campo.visivelSe, registro));
}
