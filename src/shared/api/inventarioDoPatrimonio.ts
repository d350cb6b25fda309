// The inventory count's calls (the count page of patrimonio/bens and the server agree on these):
//   GET  /api/patrimonio/inventarios                 the unit's counts, open first, then the latest closed
//   POST /api/patrimonio/inventarios                 {local} opens a count (one open per location)
//   GET  /api/patrimonio/inventarios/:id             the count with its reads (and its result once closed)
//   POST /api/patrimonio/inventarios/:id/leituras    {plaqueta} one read, classified at once
//   POST /api/patrimonio/inventarios/:id/fechar      closes it: found, missing, at another location, unknown

import type { ClasseDaLeitura, ResultadoDoItem } from '../patrimonio/inventario.ts';

export const URL_INVENTARIOS = '/api/patrimonio/inventarios';
export const urlDoInventario = (id: number): string => `${URL_INVENTARIOS}/${id}`;
export const TAG_DO_INVENTARIO = 'patrimonio.inventario.contar' as const;

export type SituacaoDoInventario = 'ABERTO' | 'FECHADO';

export interface ResumoDoInventario {
  id: number;
  localId: number;
  local: string;
  situacao: SituacaoDoInventario;
  abertoEm: string;
  fechadoEm: string | null;
  leituras: number;
  encontrados: number | null;
  faltantes: number | null;
  outrosLocais: number | null;
  desconhecidos: number | null;
}

export interface LeituraDoInventario {
  plaqueta: string;
  classe: ClasseDaLeitura;
  /** The asset's description, and where it is kept when that is another location. */
  descricao: string | null;
  localDoBem: string | null;
}

export interface ItemDoInventario {
  plaqueta: string;
  resultado: ResultadoDoItem;
  descricao: string | null;
  /** OUTRO_LOCAL: the location the asset was registered at when the count closed. */
  localDoBem: string | null;
}

export interface Inventario extends ResumoDoInventario {
  lidas: LeituraDoInventario[];
  /** Empty while the count is open. */
  resultado: ItemDoInventario[];
}
