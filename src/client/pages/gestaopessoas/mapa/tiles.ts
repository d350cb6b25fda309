// The map's tiles. The URL belongs in the institution's parameters (configuracoes/parametro);
// until that screen exists this is its default, read through this one function.

export const URL_PADRAO_DOS_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const ATRIBUICAO_DOS_TILES = '&copy; <a href="https://www.openstreetmap.org/copyright">colaboradores do OpenStreetMap</a>';

export function urlDosTiles(): string {
  return URL_PADRAO_DOS_TILES;
}
