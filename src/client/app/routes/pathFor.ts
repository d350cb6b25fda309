import { FAMILIAS } from './table.ts';

const PATHS: ReadonlyMap<string, string> = new Map(
  FAMILIAS.flatMap((familia) => familia.rotas).flatMap((rota) => [
    [rota.name, rota.path] as const,
    ...('abas' in rota ? rota.abas.map((aba) => [aba.name, aba.path] as const) : []),
  ]),
);

export type RouteParams = Record<string, string | number>;

/** The path of a named route, e.g. pathFor('gestaopessoas.pessoa.editar', {id: 7}). */
export function pathFor(name: string, params: RouteParams = {}, query?: Record<string, string>): string {
  const pattern = PATHS.get(name);
  if (pattern === undefined) throw new Error(`Unknown route name: ${name}`);
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
