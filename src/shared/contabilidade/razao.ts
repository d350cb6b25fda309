import type { ContaContabil } from './planoDeContas.ts';
import type { Partida } from './partida.ts';
import { assinar, type Periodo } from './balancete.ts';

// The razão: one analytic account's entries with the balance after each, signed by its nature.

export interface LinhaDoRazao {
  partida: Partida;
  debitoCentavos: number;
  creditoCentavos: number;
  saldoCentavos: number;
}

export interface Razao {
  saldoAnteriorCentavos: number;
  linhas: LinhaDoRazao[];
  saldoFinalCentavos: number;
}

/** An analytic account's entries of the period in date order (same-day ones as given) with the running balance. */
export function razao(conta: Pick<ContaContabil, 'codigo' | 'natureza'>, partidas: readonly Partida[], periodo: Periodo): Razao {
  const daConta = partidas.filter((p) => p.debito === conta.codigo || p.credito === conta.codigo);
  const efeito = (p: Partida): number => assinar(conta.natureza, p.debito === conta.codigo ? p.valorCentavos : 0, p.credito === conta.codigo ? p.valorCentavos : 0);
  const anterior = daConta.filter((p) => p.data < periodo.inicio).reduce((soma, p) => soma + efeito(p), 0);
  let saldo = anterior;
  const linhas = daConta
    .filter((p) => p.data >= periodo.inicio && p.data <= periodo.fim)
    .sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0))
    .map((partida) => {
      saldo += efeito(partida);
      const debito = partida.debito === conta.codigo ? partida.valorCentavos : 0;
      const credito = partida.credito === conta.codigo ? partida.valorCentavos : 0;
      return { partida, debitoCentavos: debito, creditoCentavos: credito, saldoCentavos: saldo };
    });
  return { saldoAnteriorCentavos: anterior, linhas, saldoFinalCentavos: saldo };
}
