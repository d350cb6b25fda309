import type { SituacaoDaTransacao } from '../financeiro/ofx/situacao.ts';
import type { TipoDoExtrato } from '../financeiro/ofx/tipos.ts';

// The OFX import of the bank reconciliation (Financeiro › Conciliação bancária › OFX). Both
// writes are multipart: the field `file` (the OFX) and, optionally, `contaId` (the account of a
// file holding one statement) or `contas` (JSON [{indice, contaId}], the account of each
// statement by its position in the file; null leaves it out); the import also takes
// `conflitos` ('ignorar', the default, or 'importar': the conflicting lines come in marked
// conferir). Amounts are numbers with two decimals, dates YYYY-MM-DD.

export const URL_DA_PREVIA_DO_OFX = '/api/financeiro/conciliacao/ofx/previa';
export const URL_DA_IMPORTACAO_DO_OFX = '/api/financeiro/conciliacao/ofx/importacao';
/** GET [?conta=]: the latest imports of the unit's accounts (of one account, with conta). */
export const URL_DAS_IMPORTACOES_DO_OFX = '/api/financeiro/conciliacao/ofx/importacoes';
/** GET: the demo account's statement as an OFX file, built from the unit's own movements. */
export const URL_DO_OFX_DE_EXEMPLO = '/api/financeiro/conciliacao/ofx/exemplo';

export const LIMITE_DO_OFX_MB = 10;
/** The imports listed at most. */
export const IMPORTACOES_LISTADAS = 100;

export type ConflitosNaImportacao = 'ignorar' | 'importar';

export interface TransacaoDaPrevia {
  fitid: string;
  /** The file's date; the statement's end for a line without one (then a conflito to review). */
  data: string;
  /** The file's sign: negative is money out. */
  valor: number;
  memo: string;
  situacao: SituacaoDaTransacao;
}

export interface ExtratoDaPrevia {
  tipo: TipoDoExtrato;
  banco: string | null;
  agencia: string | null;
  conta: string;
  /** The institution's account: the one chosen, else the one matched by bank, agency and number; null when none. */
  contaId: number | null;
  inicio: string | null;
  fim: string | null;
  saldoFinal: number | null;
  transacoes: TransacaoDaPrevia[];
  /** Lines of amount zero: they move no money and are not imported. */
  ignoradas: number;
}

export interface PreviaDoOfx {
  arquivo: string;
  extratos: ExtratoDaPrevia[];
}

export interface ExtratoImportado {
  indice: number;
  contaId: number | null;
  /** The import's record; null when nothing was saved (no account, or nothing new). */
  importacaoId: number | null;
  novas: number;
  /** Of the lines saved, those marked conferir (a conflito imported, a line without date). */
  conferir: number;
  existentes: number;
  /** Conflicting lines left out (conflitos: 'ignorar'), or out because the statement has no account. */
  naoImportadas: number;
}

export interface ResultadoDaImportacaoOfx {
  novas: number;
  extratos: ExtratoImportado[];
}

export interface ImportacaoDeExtrato {
  id: number;
  /** When it was imported (ISO instant). */
  criadoEm: string;
  arquivo: string;
  conta: { id: number; descricao: string };
  tipo: TipoDoExtrato;
  inicio: string | null;
  fim: string | null;
  linhasNovas: number;
  usuario: string | null;
}
