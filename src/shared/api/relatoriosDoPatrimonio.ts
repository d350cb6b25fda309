// The report cards of patrimonio/relatorios: each posts its format (and period) to
// POST /api/patrimonio/relatorios/<id>, which queues a background job of the session's unit and
// answers it (TarefaResumo); its end notice links the PDF or spreadsheet.

import type { FormatoDoRelatorio } from './registrointervalo.ts';

export const RELATORIOS_DO_PATRIMONIO = ['bens', 'depreciacao', 'baixas', 'inventario'] as const;

export type RelatorioDoPatrimonio = (typeof RELATORIOS_DO_PATRIMONIO)[number];

export const urlDoRelatorioDoPatrimonio = (id: RelatorioDoPatrimonio): string => `/api/patrimonio/relatorios/${id}`;

/** Every card needs the same tag. */
export const TAG_DOS_RELATORIOS_DO_PATRIMONIO = 'patrimonio.relatorios.emitir';

/** bens: the position today (no period); depreciacao, baixas and inventario (counts closed in it): the period (both days). */
export interface PedidoDeRelatorioDoPatrimonio {
  formato: FormatoDoRelatorio;
  dataInicial?: string;
  dataFinal?: string;
}
