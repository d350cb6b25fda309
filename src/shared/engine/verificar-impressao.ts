import type { Problema } from './problema.ts';
import type { Descriptor } from './types.ts';

/** tags.imprimir prints the screen's list (POST <recurso>/imprimir): a screen without one would offer nothing. */
export function verificarImpressao(descritor: Descriptor): Problema[] {
  if (descritor.tags.imprimir === undefined || descritor.lista !== undefined) return [];
  return [{ caminho: '/tags/imprimir', mensagem: 'A tag imprimir imprime a lista da tela: declare também lista.' }];
}
