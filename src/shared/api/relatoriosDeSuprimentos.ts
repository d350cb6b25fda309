// The report cards of suprimentos/relatorios: each card posts its parameters to
// POST /api/suprimentos/relatorios/<id>, which queues a background job and answers it
// (TarefaResumo); its end notice links the PDF or spreadsheet.

import type { FormatoDoRelatorio } from './registrointervalo.ts';

export const RELATORIOS_DE_SUPRIMENTOS = ['posicao', 'movimentos', 'consumo', 'abaixominimo'] as const;

export type RelatorioDeSuprimentos = (typeof RELATORIOS_DE_SUPRIMENTOS)[number];

export const urlDoRelatorioDeSuprimentos = (id: RelatorioDeSuprimentos): string => `/api/suprimentos/relatorios/${id}`;

/** The tag that lets a user issue the report (one per card). */
export const tagDoRelatorioDeSuprimentos = (id: RelatorioDeSuprimentos): `suprimentos.relatorios.${RelatorioDeSuprimentos}` => `suprimentos.relatorios.${id}`;

/** The reports over a period (the movements and the consumption by sector); the others are the stock today. */
export const COM_PERIODO: readonly RelatorioDeSuprimentos[] = ['movimentos', 'consumo'];

export interface PedidoDeRelatorioDeSuprimentos {
  formato: FormatoDoRelatorio;
  dataInicial?: string;
  dataFinal?: string;
}
