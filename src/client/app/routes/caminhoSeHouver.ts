import { pathFor, type RouteParams } from './pathFor.ts';

/**
 * The path of a named route, or null while the name is unknown: engine screens' names arrive
 * with the catalogue, and a screen of a later release may not exist yet (its control is hidden).
 */
export function caminhoSeHouver(name: string, params: RouteParams = {}): string | null {
  try {
    return pathFor(name, params);
  } catch {
    return null;
  }
}
