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
