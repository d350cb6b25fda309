import { caminhoDaRota } from '../../engine/rotas/caminho.ts';
import { ROTAS, type NomeDaRota } from './familias/index.ts';

const CAMINHOS: ReadonlyMap<string, string> = new Map(
  ROTAS.flatMap((rota) => [[rota.name, rota.path] as const, ...('abas' in rota ? rota.abas.map((aba) => [aba.name, aba.path] as const) : [])]),
);

/** The path pattern of a route of the table by its name, as a descriptor's action names it (abrir); undefined when the table has none. */
export function caminhoNaTabela(name: string): string | undefined {
  return CAMINHOS.get(name);
}

export type RouteParams = Readonly<Record<string, string | number>>;

/**
 * The path of a route of the table, e.g. pathFor('gestaopessoas.pessoa.editar', {id: 7}); the
 * compiler refuses a name the table does not hold. Engine screens are named by the catalogue
 * (caminhoDaTela).
 */
export function pathFor(name: NomeDaRota, params: RouteParams = {}, query?: Record<string, string>): string {
  const padrao = CAMINHOS.get(name);
  if (padrao === undefined) throw new Error(`Unknown route name: ${name}`);
  const path = caminhoDaRota(padrao, params);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
