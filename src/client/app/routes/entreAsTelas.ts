import type { AbaDoShell } from '../../engine/rotas/catalogo.ts';
import type { Rota, RotaPagina } from './tipos.ts';

/**
 * The shell's routes ranked with the engine's screens, as one set of routes: a page with a
 * parameter segment (so that a screen's literal path, /mobilizacao/concessionarias/parametros,
 * beats /mobilizacao/concessionarias/:codigo) and a page that joins a section of the screens.
 */
export function entreAsTelas(rota: Rota): rota is RotaPagina {
  if (rota.acesso !== 'aplicacao' || 'abas' in rota) return false;
  return naSecao(rota) || rota.path.split('/').some((segmento) => segmento.startsWith(':'));
}

/** A route as a tab of a section of the screens. */
export function abaDoShell(rota: RotaPagina): AbaDoShell {
  return { name: rota.name, path: rota.path, titulo: rota.rotulo ?? rota.titulo, ordem: rota.ordem, ...(rota.permissao ? { permissao: rota.permissao } : {}) };
}

/** Whether the route joins the section of the screens its path's parent names (while that section exists). */
export const naSecao = (rota: Rota): boolean => !('abas' in rota) && rota.emSecao === true;

/** The routes that join a section of the engine's screens, as its tabs. */
export function abasDoShell(rotas: readonly Rota[]): AbaDoShell[] {
  return rotas.flatMap((rota) => ('abas' in rota || !naSecao(rota) ? [] : [abaDoShell(rota)]));
}
