import type { VerificarPermissao } from '../../components/permissions/usePermissao.ts';
import type { TelaDoCatalogo } from '../../engine/dados/contrato.ts';
import { FAMILIAS_DO_MENU, familiaDoMenu, type FamiliaDoMenu } from './modulos.ts';
import { paginasDaFamilia } from './paginasDaFamilia.ts';

/** One module of the menu: a family and where its entry leads. */
export interface EntradaDaFamilia extends FamiliaDoMenu {
  path: string;
}

/**
 * The module menu: the families of the menu's list, then any other of the engine's screens
 * (GET /api/telas), one entry each, leading to the family's first page the user may see.
 */
export function entradasDoMenu(pode: VerificarPermissao, telas: readonly TelaDoCatalogo[]): EntradaDaFamilia[] {
  const familias = new Set([...FAMILIAS_DO_MENU.map((f) => f.familia), ...telas.map((tela) => tela.familia)]);
  return [...familias].flatMap((familia) => {
    const [primeira] = paginasDaFamilia(familia, telas, pode);
    return primeira === undefined ? [] : [{ ...familiaDoMenu(familia), path: primeira.path }];
  });
}
