// The report cards of aprovacaofinanceira/relatorios: each card posts its parameters to
// POST /api/aprovacaofinanceira/relatorios/<id>, which queues a background job and answers it
// (TarefaResumo); its end notice links the PDF or spreadsheet. Ids travel as text, like the
// finance cards'.

import type { FormatoDoRelatorio } from './registrointervalo.ts';

export const RELATORIOS_DA_APROVACAO = ['aprovacoes', 'emprestimos', 'execucaoprojeto'] as const;

export type RelatorioDaAprovacao = (typeof RELATORIOS_DA_APROVACAO)[number];

export const urlDoRelatorioDaAprovacao = (id: RelatorioDaAprovacao): string => `/api/aprovacaofinanceira/relatorios/${id}`;

/** The tag that lets a user issue the report (one per card). */
export const tagDoRelatorioDaAprovacao = (id: RelatorioDaAprovacao): `aprovacaofinanceira.relatorios.${RelatorioDaAprovacao}` => `aprovacaofinanceira.relatorios.${id}`;

/**
 * Every card's body and the format. aprovacoes: the period (required) and optionally one approver
 * (user id); emprestimos: nothing else (the position on the day of issue); execucaoprojeto: the
 * project (required) and optionally a period (both days or none).
 */
export interface PedidoDeRelatorioDaAprovacao {
  formato: FormatoDoRelatorio;
  dataInicial?: string;
  dataFinal?: string;
  aprovador?: string;
  projeto?: string;
}
