import type { DataISO } from '../../calendario/data.ts';

// The reconciled balance of an account: its opening balance plus every movement of its books up to
// a date (baixas and their reversals, transfers and theirs), set against the bank's closing
// balance of the statement. When every line up to that date is matched (or ignored), and the bank
// opened at the account's opening balance, the two agree: the difference is what remains to match.

export interface Movimento {
  data: DataISO;
  /** Signed cents: money in positive. */
  valorCentavos: number;
}

export interface SaldoConciliado {
  saldoSistemaCentavos: number;
  saldoBancoCentavos: number;
  diferencaCentavos: number;
  conciliado: boolean;
}

/** The books' balance at the end of `ate`: the opening balance and every movement dated up to it. */
export function saldoAte(aberturaCentavos: number, movimentos: readonly Movimento[], ate: DataISO): number {
  return movimentos.reduce((saldo, m) => (m.data <= ate ? saldo + m.valorCentavos : saldo), aberturaCentavos);
}

export function saldoConciliado(saldoSistemaCentavos: number, saldoBancoCentavos: number): SaldoConciliado {
  const diferencaCentavos = saldoBancoCentavos - saldoSistemaCentavos;
  return { saldoSistemaCentavos, saldoBancoCentavos, diferencaCentavos, conciliado: diferencaCentavos === 0 };
}

/** A line is reconciled when its matches add up to its amount exactly. */
export const linhaConciliada = (valorCentavos: number, casadosCentavos: readonly number[]): boolean =>
  casadosCentavos.reduce((s, v) => s + v, 0) === valorCentavos;
