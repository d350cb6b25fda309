import type { FaixaDoFluxoDeCaixa } from '../../../../shared/api/movimento.ts';

// The cash-flow chart's geometry, pure: per bucket a bar of what comes in (up from zero, realised
// then projected) and one of what goes out (down from zero), on the left scale; the projected
// balance line on a scale of its own (right), since a balance dwarfs a month's movements.

export const ALTURA = 260;
export const MARGEM = { topo: 14, base: 28, esquerda: 84, direita: 84 };

export interface Barra {
  x: number;
  y: number;
  largura: number;
  altura: number;
  tipo: 'realizadoEntradas' | 'previstoEntradas' | 'realizadoSaidas' | 'previstoSaidas';
}

export interface Geometria {
  largura: number;
  barras: Barra[];
  /** The balance line's points, "x,y x,y ...". */
  linha: string;
  zero: number;
  /** The bars' scale at the top and bottom (left), the balance line's (right). */
  barrasMaximo: number;
  barrasMinimo: number;
  saldoMaximo: number;
  saldoMinimo: number;
  rotulos: { x: number; texto: string }[];
}

/** A bucket's width: wide for a year of months, narrow for a year of days. */
export const larguraDaFaixa = (quantidade: number): number => Math.max(14, Math.min(72, Math.floor(880 / Math.max(quantidade, 1))));

function escala(maximo: number, minimo: number): (valor: number) => number {
  const util = ALTURA - MARGEM.topo - MARGEM.base;
  const fator = maximo === minimo ? 0 : util / (maximo - minimo);
  return (valor) => MARGEM.topo + (maximo === minimo ? util / 2 : (maximo - valor) * fator);
}

export function geometria(faixas: readonly FaixaDoFluxoDeCaixa[], rotulo: (f: FaixaDoFluxoDeCaixa) => string): Geometria {
  const largura = larguraDaFaixa(faixas.length);
  const barrasMaximo = Math.max(0, ...faixas.map((f) => f.realizadoEntradas + f.previstoEntradas));
  const barrasMinimo = Math.min(0, ...faixas.map((f) => -(f.realizadoSaidas + f.previstoSaidas)));
  const saldoMaximo = Math.max(...faixas.map((f) => f.saldo));
  const saldoMinimo = Math.min(...faixas.map((f) => f.saldo));
  const y = escala(barrasMaximo, barrasMinimo);
  const ySaldo = escala(saldoMaximo, saldoMinimo);
  const zero = y(0);
  const barra = Math.max(3, Math.floor(largura * 0.36));
  const barras: Barra[] = [];
  const meio = (i: number) => MARGEM.esquerda + (i + 0.5) * largura;
  faixas.forEach((f, i) => {
    const x = meio(i) - barra;
    const [re, pe, rs, ps] = [y(0) - y(f.realizadoEntradas), y(0) - y(f.previstoEntradas), y(-f.realizadoSaidas) - y(0), y(-f.previstoSaidas) - y(0)];
    barras.push({ x, y: zero - re, largura: barra, altura: re, tipo: 'realizadoEntradas' });
    barras.push({ x, y: zero - re - pe, largura: barra, altura: pe, tipo: 'previstoEntradas' });
    barras.push({ x: x + barra, y: zero, largura: barra, altura: rs, tipo: 'realizadoSaidas' });
    barras.push({ x: x + barra, y: zero + rs, largura: barra, altura: ps, tipo: 'previstoSaidas' });
  });
  // At most about twelve labels under the axis.
  const passo = Math.ceil(faixas.length / 12);
  return {
    largura: MARGEM.esquerda + faixas.length * largura + MARGEM.direita,
    barras: barras.filter((b) => b.altura > 0),
    linha: faixas.map((f, i) => `${meio(i)},${ySaldo(f.saldo)}`).join(' '),
    zero,
    barrasMaximo,
    barrasMinimo,
    saldoMaximo: faixas.length === 0 ? 0 : saldoMaximo,
    saldoMinimo: faixas.length === 0 ? 0 : saldoMinimo,
    rotulos: faixas.flatMap((f, i) => (i % passo === 0 ? [{ x: meio(i), texto: rotulo(f) }] : [])),
  };
}
