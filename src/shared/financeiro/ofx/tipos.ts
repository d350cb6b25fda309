// What an OFX file says, read by lerOfx: one entry per statement, money in integer cents.

export type TipoDoExtrato = 'BANCO' | 'CARTAO';

export interface TransacaoOfx {
  /** The bank's FITID, as written; Brazilian banks repeat it, so it is not an identity alone. */
  fitid: string;
  /** The date written in the file (YYYY-MM-DD, no time-zone shift); null when DTPOSTED is empty or missing. */
  data: string | null;
  /** TRNAMT in cents, with the file's sign (negative = money out, card statements included). */
  valorCentavos: number;
  /** MEMO, or NAME when there is no MEMO; '' when neither. */
  memo: string;
  /** TRNTYPE (DEBIT, CREDIT, PAYMENT, ...); '' when missing. */
  tipo: string;
  /** CHECKNUM, or REFNUM when there is no CHECKNUM. */
  documento: string | null;
  /** 1, 2, 3… for the repeats of the same (fitid, data, valor) within the statement. */
  ocorrencia: number;
}

export interface ExtratoOfx {
  tipo: TipoDoExtrato;
  /** BANKID (a card statement has none). */
  banco: string | null;
  /** BRANCHID, when the bank sends it. */
  agencia: string | null;
  /** ACCTID. */
  conta: string;
  /** DTSTART and DTEND of BANKTRANLIST. */
  inicio: string | null;
  fim: string | null;
  /** LEDGERBAL's BALAMT in cents; null when the statement has no LEDGERBAL. */
  saldoFinal: number | null;
  transacoes: TransacaoOfx[];
}
