import type { VerificarPermissao } from '../../components/permissions/usePermissao.ts';
import { FAMILIAS_DO_MENU, familiaDoCaminho, familiaDoMenu, type FamiliaDoMenu } from './familias.ts';
import { FAMILIAS } from './table.ts';
import type { Rota, RotaPagina } from './types.ts';

type EntradaDoMenu = RotaPagina & Required<Pick<RotaPagina, 'menu'>>;

function isEntradaDoMenu(rota: Rota): rota is EntradaDoMenu {
  return 'menu' in rota && rota.menu !== undefined;
}

/** The module menu grows from the route table: one entry per family that marks its entry route. */
export const ENTRADAS_DO_MENU: readonly EntradaDoMenu[] = FAMILIAS.flatMap((familia) => familia.rotas).filter(
  isEntradaDoMenu,
);

/** One module of the menu: a family and where its entry leads. */
export interface EntradaDaFamilia extends FamiliaDoMenu {
  path: string;
}

/** A screen of the engine's catalogue, as far as the menu needs it. */
export interface TelaDoMenu {
  path: string;
  familia: string;
  tags: { visualizar: string };
}

const ROTAS_DA_APLICACAO = FAMILIAS.flatMap((familia) => familia.rotas).filter((rota) => rota.acesso === 'aplicacao');

function permitida(rota: Rota, pode: VerificarPermissao): boolean {
  if ('abas' in rota) return rota.abas.some((aba) => !aba.permissao || pode(aba.permissao.tags, aba.permissao));
  return !rota.permissao || pode(rota.permissao.tags, rota.permissao);
}

/**
 * The module menu: the route table's families merged with those of the engine's screens
 * (GET /api/telas), one entry per family, leading to the first screen of it the user may see:
 * the table's marked entry, then the engine's screens, then the table's other routes.
 */
export function entradasDoMenu(pode: VerificarPermissao, telas: readonly TelaDoMenu[]): EntradaDaFamilia[] {
  const destinos = new Map<string, string[]>();
  const adicionar = (familia: string, path: string) => destinos.set(familia, [...(destinos.get(familia) ?? []), path]);
  const conhecidas = new Set(FAMILIAS_DO_MENU.map((f) => f.familia));

  for (const rota of ENTRADAS_DO_MENU) if (permitida(rota, pode)) adicionar(familiaDoCaminho(rota.path), rota.path);
  for (const tela of telas) if (pode([tela.tags.visualizar])) adicionar(tela.familia, tela.path);
  for (const rota of ROTAS_DA_APLICACAO) {
    const familia = familiaDoCaminho(rota.path);
    if (conhecidas.has(familia) && !('menu' in rota && rota.menu) && permitida(rota, pode)) adicionar(familia, rota.path);
  }

  const ordem = [...FAMILIAS_DO_MENU.map((f) => f.familia), ...destinos.keys()];
  return [...new Set(ordem)].flatMap((familia) => {
    const [path] = destinos.get(familia) ?? [];
    const marcada = ENTRADAS_DO_MENU.find((rota) => familiaDoCaminho(rota.path) === familia);
    const base = familiaDoMenu(familia);
    return path === undefined
      ? []
      : [{ ...base, ...(marcada ? { rotulo: marcada.menu.rotulo, icone: marcada.menu.icone } : {}), path }];
  });
}
