import type { FaixaDoFluxoDeCaixa } from '../../../../shared/api/movimento.ts';

// The cash-flow chart's geometry, pure: per bucket a bar of what comes in (up from zero, realised
// then projected) and one of what goes out (down from zero), and the projected balance line.

export const LARGURA_DA_FAIXA = 48;
export const ALTURA = 240;
export const MARGEM = { topo: 12, base: 28, esquerda: 72, direita: 12 };

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
  /** Where zero is, and the amounts at the top and bottom of the plot. */
  zero: number;
  maximo: number;
  minimo: number;
  rotulos: { x: number; texto: string }[];
}

export function geometria(faixas: readonly FaixaDoFluxoDeCaixa[], rotulo: (f: FaixaDoFluxoDeCaixa) => string): Geometria {
  const valores = faixas.flatMap((f) => [f.realizadoEntradas + f.previstoEntradas, -(f.realizadoSaidas + f.previstoSaidas), f.saldo]);
  const maximo = Math.max(0, ...valores);
  const minimo = Math.min(0, ...valores);
  const alturaUtil = ALTURA - MARGEM.topo - MARGEM.base;
  const escala = maximo === minimo ? 0 : alturaUtil / (maximo - minimo);
  const y = (valor: number) => MARGEM.topo + (maximo - valor) * escala;
  const zero = y(0);
  const barra = Math.floor(LARGURA_DA_FAIXA * 0.36);
  const barras: Barra[] = [];
  const pontos: string[] = [];
  faixas.forEach((f, i) => {
    const x = MARGEM.esquerda + i * LARGURA_DA_FAIXA + (LARGURA_DA_FAIXA - 2 * barra) / 2;
    const realizadoEntradas = f.realizadoEntradas * escala;
    const previstoEntradas = f.previstoEntradas * escala;
    barras.push({ x, y: zero - realizadoEntradas, largura: barra, altura: realizadoEntradas, tipo: 'realizadoEntradas' });
    barras.push({ x, y: zero - realizadoEntradas - previstoEntradas, largura: barra, altura: previstoEntradas, tipo: 'previstoEntradas' });
    const realizadoSaidas = f.realizadoSaidas * escala;
    const previstoSaidas = f.previstoSaidas * escala;
    barras.push({ x: x + barra, y: zero, largura: barra, altura: realizadoSaidas, tipo: 'realizadoSaidas' });
    barras.push({ x: x + barra, y: zero + realizadoSaidas, largura: barra, altura: previstoSaidas, tipo: 'previstoSaidas' });
    pontos.push(`${MARGEM.esquerda + (i + 0.5) * LARGURA_DA_FAIXA},${y(f.saldo)}`);
  });
  return {
    largura: MARGEM.esquerda + faixas.length * LARGURA_DA_FAIXA + MARGEM.direita,
    barras: barras.filter((b) => b.altura > 0),
    linha: pontos.join(' '),
    zero,
    maximo,
    minimo,
    rotulos: faixas.map((f, i) => ({ x: MARGEM.esquerda + (i + 0.5) * LARGURA_DA_FAIXA, texto: rotulo(f) })),
  };
}
