import { estadoDoCampo } from './estado-do-campo.ts';
import type { CampoResolvido } from './tela-resolvida.ts';

/**
 * Whether a form field shows for this record: the configuration must allow it, its visivelSe
 * (if any) must hold and its ocultoSe (if any) must not. The form and the server's validation
 * both ask this, so a field the user cannot see is never the reason a save fails.
 */
export function campoVisivel(campo: CampoResolvido, registro: unknown): boolean {
  return estadoDoCampo(campo, registro, null).visivel;
}
