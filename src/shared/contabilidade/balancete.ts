import type { DataISO } from '../calendario/data.ts';
import type { ContaContabil, NaturezaContabil } from './planoDeContas.ts';
import { codigoDoPai } from './planoDeContas.ts';
import type { Partida } from './partida.ts';

// The balancete. A balance is signed by the account's nature: debits less credits
// for a DEVEDORA account, credits less debits for a CREDORA one, so a normal balance is positive.
// A synthetic account sums the debits and credits of the analytic accounts under it.

export interface Periodo {
  inicio: DataISO;
  fim: DataISO;
}

export interface LinhaDoBalancete {
  codigo: string;
  saldoAnteriorCentavos: number;
  debitosCentavos: number;
  creditosCentavos: number;
  saldoFinalCentavos: number;
}

/** Debits less credits for a DEVEDORA account, credits less debits for a CREDORA one. */
export const assinar = (natureza: NaturezaContabil, debitos: number, creditos: number): number => (natureza === 'DEVEDORA' ? debitos - creditos : creditos - debitos);

interface Somas {
  antesD: number;
  antesC: number;
  d: number;
  c: number;
}

/**
 * Every account of the chart, in code order, with the period's movement; entries after `fim` are
 * left out, and so are those to an account outside the chart (`problemaDoLancamento` refuses them).
 */
export function balancete(plano: readonly ContaContabil[], partidas: readonly Partida[], periodo: Periodo): LinhaDoBalancete[] {
  const somas = new Map<string, Somas>(plano.map((c) => [c.codigo, { antesD: 0, antesC: 0, d: 0, c: 0 }]));
  // Up the code, not the stored parent: each step is shorter, so a broken chart cannot loop.
  const lancar = (codigo: string, valor: number, lado: 'D' | 'C', antes: boolean): void => {
    for (let atual: string | null = codigo; atual !== null; atual = codigoDoPai(atual)) {
      const s = somas.get(atual);
      if (s === undefined) continue;
      if (antes) s[lado === 'D' ? 'antesD' : 'antesC'] += valor;
      else s[lado === 'D' ? 'd' : 'c'] += valor;
    }
  };
  for (const p of partidas) {
    if (p.data > periodo.fim) continue;
    const antes = p.data < periodo.inicio;
    lancar(p.debito, p.valorCentavos, 'D', antes);
    lancar(p.credito, p.valorCentavos, 'C', antes);
  }
  return [...plano]
    .sort((a, b) => compararCodigos(a.codigo, b.codigo))
    .map((conta) => {
      const s = somas.get(conta.codigo)!;
      const anterior = assinar(conta.natureza, s.antesD, s.antesC);
      return { codigo: conta.codigo, saldoAnteriorCentavos: anterior, debitosCentavos: s.d, creditosCentavos: s.c, saldoFinalCentavos: anterior + assinar(conta.natureza, s.d, s.c) };
    });
}

/** "1.2" before "1.10": segment by segment, as numbers. */
export function compararCodigos(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}
