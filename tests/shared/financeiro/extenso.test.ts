import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALOR_MAXIMO_CENTAVOS } from '../../../src/shared/financeiro/centavos.ts';
import { numeroPorExtenso, valorPorExtenso } from '../../../src/shared/financeiro/extenso.ts';

describe('valorPorExtenso', () => {
  it.each([
    [1_234_56, 'mil duzentos e trinta e quatro reais e cinquenta e seis centavos'],
    [1_00, 'um real'],
    [1, 'um centavo'],
    [50, 'cinquenta centavos'],
    [1_01, 'um real e um centavo'],
    [100_00, 'cem reais'],
    [101_00, 'cento e um reais'],
    [1_000_000_00, 'um milhão de reais'],
    [2_500_000_00, 'dois milhões e quinhentos mil reais'],
    [0, 'zero reais'],
    [14_00, 'quatorze reais'],
    [1_000_00, 'mil reais'],
    [1_100_00, 'mil e cem reais'],
    [1_001_00, 'mil e um reais'],
    [1_230_00, 'mil duzentos e trinta reais'],
    [2_000_00, 'dois mil reais'],
    [21_000_00, 'vinte e um mil reais'],
    [100_000_00, 'cem mil reais'],
    [1_000_001_00, 'um milhão e um reais'],
    [1_200_300_00, 'um milhão duzentos mil e trezentos reais'],
    [3_000_000_05, 'três milhões de reais e cinco centavos'],
    [1_000_000_000_00, 'um bilhão de reais'],
    [999_999_999_99, 'novecentos e noventa e nove milhões novecentos e noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos'],
    [
      VALOR_MAXIMO_CENTAVOS,
      'novecentos e noventa e nove bilhões novecentos e noventa e nove milhões novecentos e noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos',
    ],
  ])('%i → %s', (centavos, texto) => {
    expect(valorPorExtenso(centavos)).toBe(texto);
  });

  it.each([-1, 1.5, VALOR_MAXIMO_CENTAVOS + 1, Number.NaN])('%d is no amount to write', (centavos) => {
    expect(() => valorPorExtenso(centavos)).toThrow(RangeError);
  });
});

describe('numeroPorExtenso', () => {
  it.each([
    [0, 'zero'],
    [10, 'dez'],
    [19, 'dezenove'],
    [20, 'vinte'],
    [99, 'noventa e nove'],
    [110, 'cento e dez'],
    [999, 'novecentos e noventa e nove'],
  ])('%i → %s', (n, texto) => {
    expect(numeroPorExtenso(n)).toBe(texto);
  });
});

describe('valorPorExtenso: properties', () => {
  const centavos = fc.integer({ min: 0, max: VALOR_MAXIMO_CENTAVOS });
  it('well-formed words: single spaces, ending in the currency, "de reais" only on whole millions', () => {
    fc.assert(
      fc.property(centavos, (c) => {
        const texto = valorPorExtenso(c);
        expect(texto).toMatch(/^[a-zãõçéê]+( [a-zãõçéê]+)*$/);
        expect(texto).toMatch(/(real|reais|centavo|centavos)$/);
        expect(texto.includes('de reais')).toBe(Math.floor(c / 100) > 0 && Math.floor(c / 100) % 1_000_000 === 0);
      }),
    );
  });

  it('every amount up to R$ 2.000,00 reads differently', () => {
    const textos = new Set(Array.from({ length: 2_000_01 }, (_, c) => valorPorExtenso(c)));
    expect(textos.size).toBe(2_000_01);
  });

  it('an amount and one a power of ten of cents above it read differently', () => {
    fc.assert(
      fc.property(centavos, fc.integer({ min: 0, max: 13 }), (c, potencia) => {
        const outro = c + 10 ** potencia;
        fc.pre(outro <= VALOR_MAXIMO_CENTAVOS);
        expect(valorPorExtenso(outro)).not.toBe(valorPorExtenso(c));
      }),
    );
  });
});
