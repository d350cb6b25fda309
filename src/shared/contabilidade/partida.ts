import type { DataISO } from '../calendario/data.ts';

/** One double entry: an amount debited to one ledger account and credited to another. */
export interface Partida {
  data: DataISO;
  /** Positive, in cents. */
  valorCentavos: number;
  debito: string;
  credito: string;
  /** The cost centre of each side; the result accounts carry it, the bank's side none. */
  centroDeCustoDebito: string | null;
  centroDeCustoCredito: string | null;
  historico: string;
  /** A year-end closing entry (the ECD's IND_LCTO "E"). */
  encerramento: boolean;
}
