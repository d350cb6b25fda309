// The accounting lock's calls (Financeiro › Contabilidade › Fechamento): the lock in force and
// its history, a closing (the date moves forward) and a reopening (it moves back, with a reason).
// Dates YYYY-MM-DD; null: nothing closed.

export const URL_DO_FECHAMENTO = '/api/financeiro/contabilidade/fechamento';
export const URL_DA_REABERTURA = '/api/financeiro/contabilidade/fechamento/reabrir';
export const TAG_FECHAR = 'financeiro.contabilidade.fechar';
export const TAG_REABRIR = 'financeiro.contabilidade.reabrir';
export const TAMANHO_DO_MOTIVO = 500;

export type OperacaoDoFechamento = 'FECHAMENTO' | 'REABERTURA';

export interface MudancaDoFechamento {
  id: number;
  dataFechamento: string | null;
  operacao: OperacaoDoFechamento;
  motivo: string | null;
  usuario: string | null;
  /** When, an instant in UTC (YYYY-MM-DDTHH:mm:ssZ). */
  criadoEm: string;
}

export interface SituacaoDoFechamento {
  dataFechamento: string | null;
  /** Newest first. */
  historico: MudancaDoFechamento[];
}

/** The body of both calls: the new lock date (null only to reopen everything) and the reason. */
export interface PedidoDeFechamento {
  data: string | null;
  motivo?: string | null;
}
