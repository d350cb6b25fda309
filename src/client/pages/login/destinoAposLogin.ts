import type { ContextContent } from '../../../shared/api/contract.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { safeRedirect, withRedirect } from '../../app/routes/redirect.ts';

/** After login: choose a unit first when the user has several and none is chosen yet. */
export function destinoAposLogin(contexto: ContextContent, redirect: string | null): string {
  const destino = safeRedirect(redirect);
  if (contexto.unidade === null && contexto.unidades.length > 1) {
    return withRedirect(pathFor('selecaounidade'), destino);
  }
  return destino;
}
