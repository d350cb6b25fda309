import { describe, expect, it } from 'vitest';
import { barrasIntercalado2de5, ESTREITA as N, LARGA as W } from '../../../../src/shared/mobilizacao/boleto/barras.ts';

describe('Interleaved 2 of 5 bars', () => {
  it('starts with four narrow elements, interleaves a pair of digits and ends wide bar, narrow space, narrow bar', () => {
    // "12": 1 = WNNNW in the bars, 2 = NWNNW in the spaces.
    expect(barrasIntercalado2de5('12')).toEqual([N, N, N, N, W, N, N, W, N, N, N, N, W, W, W, N, N]);
  });

  it('draws the 44 digits of a boleto in 4 + 22 × 10 + 3 elements, 405 narrow units wide, bars first', () => {
    const elementos = barrasIntercalado2de5('23796556100002952951172060007589645204030050');
    expect(elementos).toHaveLength(227);
    expect(elementos.reduce((soma, e) => soma + e, 0)).toBe(405);
    // Each digit has exactly two wide elements among its five.
    const pares = elementos.slice(4, -3);
    for (let i = 0; i < pares.length; i += 10) {
      const par = pares.slice(i, i + 10);
      expect(par.filter((_, j) => j % 2 === 0 && par[j] === W)).toHaveLength(2);
      expect(par.filter((_, j) => j % 2 === 1 && par[j] === W)).toHaveLength(2);
    }
  });

  it('refuses an odd number of digits', () => {
    expect(() => barrasIntercalado2de5('123')).toThrow('número par de dígitos');
  });
});
