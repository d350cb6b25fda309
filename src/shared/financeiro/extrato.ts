import type { DataISO } from '../calendario/data.ts';

// An account's statement: its movements in date order, each with the balance after it, from the
// balance the account had before the first. A movement's amount is signed: in is positive, out negative.

export interface Movimento {
  data: DataISO;
  valorCentavos: number;
}

export type LinhaDoExtrato<M extends Movimento> = M & { saldoCentavos: number };

export interface Extrato<M extends Movimento> {
  saldoInicialCentavos: number;
  linhas: LinhaDoExtrato<M>[];
  entradasCentavos: number;
  saidasCentavos: number;
  saldoFinalCentavos: number;
}

/** The movements sorted by date (same-day ones keep the order given) with the running balance. */
export function extrato<M extends Movimento>(saldoInicialCentavos: number, movimentos: readonly M[]): Extrato<M> {
  const ordenados = [...movimentos].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
  let saldo = saldoInicialCentavos;
  let [entradas, saidas] = [0, 0];
  const linhas = ordenados.map((m) => {
    saldo += m.valorCentavos;
    if (m.valorCentavos >= 0) entradas += m.valorCentavos;
    else saidas -= m.valorCentavos;
    return { ...m, saldoCentavos: saldo };
  });
  return { saldoInicialCentavos, linhas, entradasCentavos: entradas, saidasCentavos: saidas, saldoFinalCentavos: saldo };
}

/** A period's statement: the opening balance carries every movement before `inicio`; those after `fim` are left out. */
export function extratoDoPeriodo<M extends Movimento>(saldoDaAberturaDaConta: number, movimentos: readonly M[], periodo: { inicio: DataISO; fim: DataISO }): Extrato<M> {
  const antes = movimentos.filter((m) => m.data < periodo.inicio).reduce((soma, m) => soma + m.valorCentavos, 0);
  return extrato(saldoDaAberturaDaConta + antes, movimentos.filter((m) => m.data >= periodo.inicio && m.data <= periodo.fim));
}
