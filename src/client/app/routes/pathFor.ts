import { FAMILIAS } from './table.ts';

const PATHS: ReadonlyMap<string, string> = new Map(
  FAMILIAS.flatMap((familia) => familia.rotas).flatMap((rota) => [
    [rota.name, rota.path] as const,
    ...('abas' in rota ? rota.abas.map((aba) => [aba.name, aba.path] as const) : []),
  ]),
);

// Screens served by the screen engine are not in the route table: their names arrive with
// the catalogue (GET /api/telas) and are registered here, so code navigates to them by name.
const DYNAMIC_PATHS = new Map<string, string>();

/** Adds (or replaces) named routes known only at run time: [name, path pattern] pairs. */
export function registerRoutes(routes: Iterable<readonly [string, string]>): void {
  for (const [name, path] of routes) if (!PATHS.has(name)) DYNAMIC_PATHS.set(name, path);
}

export type RouteParams = Record<string, string | number>;

/** The path of a named route, e.g. pathFor('gestaopessoas.pessoa.editar', {id: 7}). */
export function pathFor(name: string, params: RouteParams = {}, query?: Record<string, string>): string {
  const pattern = PATHS.get(name) ?? DYNAMIC_PATHS.get(name);
  if (pattern === undefined) throw new Error(`Unknown route name: ${name}`);
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
