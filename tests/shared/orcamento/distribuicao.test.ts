import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALOR_MAXIMO_CENTAVOS } from '../../../src/shared/financeiro/centavos.ts';
import { copiarLinha, distribuirNoAno, problemaDaCopia, problemaDoValorAnual } from '../../../src/shared/orcamento/distribuicao.ts';

const soma = (valores: readonly number[]) => valores.reduce((a, b) => a + b, 0);

describe('distribuirNoAno: worked cases', () => {
  it('R$ 1.200,00 → R$ 100,00 a month', () => {
    expect(distribuirNoAno(1_200_00)).toEqual(Array(12).fill(100_00));
  });

  it('R$ 1.000,00 → eleven months of 83,33 and December 83,37', () => {
    expect(distribuirNoAno(1_000_00)).toEqual([...Array(11).fill(83_33), 83_37]);
  });

  it('the remainder on January when asked', () => {
    expect(distribuirNoAno(1_000_00, 'primeiro')).toEqual([83_37, ...Array(11).fill(83_33)]);
  });

  it('11 cents: nothing for eleven months, the 11 cents in December', () => {
    expect(distribuirNoAno(11)).toEqual([...Array(11).fill(0), 11]);
  });

  it('a year of nothing is twelve months of nothing', () => {
    expect(distribuirNoAno(0)).toEqual(Array(12).fill(0));
  });

  it('the money maximum still adds up', () => {
    expect(soma(distribuirNoAno(VALOR_MAXIMO_CENTAVOS))).toBe(VALOR_MAXIMO_CENTAVOS);
  });

  it.each([-1, 1.5, Number.NaN, Infinity, VALOR_MAXIMO_CENTAVOS + 1])('refuses %d instead of spreading something', (valor) => {
    expect(() => distribuirNoAno(valor)).toThrow(RangeError);
  });
});

describe('problemaDoValorAnual', () => {
  it.each([0, 1, 1_000_00, VALOR_MAXIMO_CENTAVOS])('%d is a yearly value', (valor) => {
    expect(problemaDoValorAnual(valor)).toBeNull();
  });

  it.each([-1, 0.5, Number.NaN, VALOR_MAXIMO_CENTAVOS + 1])('%d is not', (valor) => {
    expect(problemaDoValorAnual(valor)).toBe('O valor anual deve ser um número inteiro de centavos de 0 a 999.999.999.999,99.');
  });
});

describe('copiarLinha', () => {
  const origem = { categoriaId: 7, centroDeCustoId: 2, mesesCentavos: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };

  it('the destination takes the origin’s months, and the origin is left as it was', () => {
    const copia = copiarLinha(origem, { categoriaId: 7, centroDeCustoId: 3 });
    expect(copia).toEqual({ categoriaId: 7, centroDeCustoId: 3, mesesCentavos: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    expect(copia.mesesCentavos).not.toBe(origem.mesesCentavos);
  });

  it('another category with the same cost centre is another line', () => {
    expect(problemaDaCopia(origem, { categoriaId: 8, centroDeCustoId: 2 })).toBeNull();
  });

  it('a line is not copied onto itself', () => {
    expect(problemaDaCopia(origem, { categoriaId: 7, centroDeCustoId: 2 })).toBe('Escolha outra categoria ou outro centro de custo para receber a cópia.');
    expect(() => copiarLinha(origem, { categoriaId: 7, centroDeCustoId: 2 })).toThrow(RangeError);
  });
});

describe('distribuirNoAno: properties', () => {
  it('never drifts: the months add up to the year, and each is the equal part truncated except the one holding the remainder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: VALOR_MAXIMO_CENTAVOS }), fc.constantFrom('ultimo' as const, 'primeiro' as const), (anual, restoNo) => {
        const meses = distribuirNoAno(anual, restoNo);
        const parte = Math.floor(anual / 12);
        const comResto = restoNo === 'ultimo' ? 11 : 0;
        expect(meses).toHaveLength(12);
        expect(soma(meses)).toBe(anual);
        // Within a cent of the exact twelfth (parte ≤ anual/12 < parte + 1), the remainder's month within 11 more.
        expect(meses.filter((m, i) => i !== comResto && m !== parte)).toEqual([]);
        expect(meses[comResto]! - parte).toBe(anual % 12);
        expect(anual % 12).toBeLessThan(12);
      }),
      { numRuns: 500 },
    );
  });
});
