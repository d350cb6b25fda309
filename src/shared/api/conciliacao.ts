import type { DataISO } from '../calendario/data.ts';
import type { OrigemDoCandidato } from '../financeiro/conciliacao/candidatos.ts';

// The matching screen's calls (issue 17): /api/financeiro/conciliacao/... Amounts are reais with
// two decimals, signed as the account sees them (negative is money out).

export const URL_DA_CONCILIACAO = '/api/financeiro/conciliacao';

export type SentidoDaLinha = 'SAIDA' | 'ENTRADA';
export type SituacaoDaLinha = 'PENDENTE' | 'CONCILIADA' | 'IGNORADA';

export interface CandidatoDaLinha {
  origem: OrigemDoCandidato;
  id: number;
  data: DataISO;
  valor: number;
  descricao: string;
  pessoa: string | null;
  exato: boolean;
  identificado: boolean;
  pontos: number;
}

export interface CasamentoDaLinha {
  id: number;
  origem: 'BAIXA' | 'TRANSFERENCIA';
  alvoId: number;
  valor: number;
  descricao: string;
  regra: boolean;
}

export interface LinhaDaConciliacao {
  id: number;
  data: DataISO;
  valor: number;
  /** What of the amount is still unmatched. */
  restante: number;
  memo: string;
  documento: string | null;
  situacao: SituacaoDaLinha;
  regra: string | null;
  fechada: boolean;
  candidatos: CandidatoDaLinha[];
  casamentos: CasamentoDaLinha[];
}

export interface TotaisDaConciliacao {
  /** The bank's closing balance of the account's last imported statement; null before any import. */
  saldoBanco: number | null;
  saldoBancoEm: DataISO | null;
  /** The books' balance at the end of that date (or today). */
  saldoSistema: number;
  pendentes: number;
  fechadaAte: DataISO | null;
}

export interface PaginaDaConciliacao {
  linhas: LinhaDaConciliacao[];
  hasMore: boolean;
  page: number;
  rpp: number;
  totais: TotaisDaConciliacao;
}

export interface ItemDoCasamento {
  origem: OrigemDoCandidato;
  id: number;
}
