// The finance report cards (financeiro/relatorios): each card posts its parameters to
// POST /api/financeiro/relatorios/<id>, which queues a background job and answers it
// (TarefaResumo); its end notice links the PDF or spreadsheet. Ids and values travel as text,
// like the statement's query.

import type { FormatoDoRelatorio } from './registrointervalo.ts';

export const RELATORIOS_FINANCEIROS = ['contasabertas', 'baixas', 'extrato', 'fluxocaixa', 'balancete', 'razao', 'dsd', 'execucaoorcamentaria'] as const;

export type RelatorioFinanceiro = (typeof RELATORIOS_FINANCEIROS)[number];

export const urlDoRelatorioFinanceiro = (id: RelatorioFinanceiro): string => `/api/financeiro/relatorios/${id}`;

/** The tag that lets a user issue the report (one per card). */
export const tagDoRelatorioFinanceiro = (id: RelatorioFinanceiro): `financeiro.relatorios.${RelatorioFinanceiro}` => `financeiro.relatorios.${id}`;

/** Receitas, despesas or both. */
export const TIPOS_DE_TITULO = ['AMBOS', 'RECEBER', 'PAGAR'] as const;
export type TipoDeTitulo = (typeof TIPOS_DE_TITULO)[number];

/** Open installments: all, those already due (before the day of issue) or those still to come. */
export const SITUACOES_EM_ABERTO = ['TODAS', 'VENCIDAS', 'A_VENCER'] as const;
export type SituacaoEmAberto = (typeof SITUACOES_EM_ABERTO)[number];

export const AGRUPAMENTOS_DO_FLUXO = ['DIA', 'SEMANA', 'MES'] as const;

/** Every card's body: the period (YYYY-MM-DD; the budget's execution: its year) and the format, plus its own fields. */
export interface PedidoDeRelatorioFinanceiro {
  dataInicial?: string;
  dataFinal?: string;
  ano?: string;
  /** Ledger account id (required by the razão). */
  contaContabil?: string;
  formato: FormatoDoRelatorio;
  /** Account id (required by the statement). */
  conta?: string;
  centroCusto?: string;
  categoria?: string;
  tipo?: TipoDeTitulo;
  situacao?: SituacaoEmAberto;
  agrupamento?: (typeof AGRUPAMENTOS_DO_FLUXO)[number];
}
