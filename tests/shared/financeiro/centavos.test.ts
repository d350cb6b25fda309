import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavosDoDecimal, centavosDosReais, decimalDosCentavos, reaisDosCentavos } from '../../../src/shared/financeiro/centavos.ts';

describe('centavosDoDecimal (numeric text from PostgreSQL)', () => {
  it.each([
    ['1234.56', 123456],
    ['10.00', 1000],
    ['10', 1000],
    ['0.5', 50],
    ['-0.05', -5],
    ['-0.00', 0],
    ['999999999999.99', 99_999_999_999_999],
  ])('%s → %i', (texto, centavos) => {
    expect(centavosDoDecimal(texto)).toBe(centavos);
  });

  it.each(['1.234', '1,5', 'abc', '', '1e3', '.5', '99999999999999999.99'])('refuses %j', (texto) => {
    expect(centavosDoDecimal(texto)).toBeNull();
  });
});

describe('decimalDosCentavos', () => {
  it.each([
    [123456, '1234.56'],
    [5, '0.05'],
    [-5, '-0.05'],
    [0, '0.00'],
    [-123400, '-1234.00'],
  ])('%i → %s', (centavos, texto) => {
    expect(decimalDosCentavos(centavos)).toBe(texto);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => decimalDosCentavos(1.5)).toThrow(RangeError);
  });
});

describe('centavosDosReais (a JSON amount)', () => {
  it.each([
    [1234.56, 123456],
    [0.1, 10],
    [-0, 0],
    [999999999999.99, 99_999_999_999_999],
  ])('%d → %i', (reais, centavos) => {
    expect(centavosDosReais(reais)).toBe(centavos);
  });

  it.each([0.1 + 0.2, 1.005, Number.NaN, Infinity])('refuses %d, which has more than two decimals or is no amount', (reais) => {
    expect(centavosDosReais(reais)).toBeNull();
  });
});

describe('the conversions are exact both ways', () => {
  const centavos = fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 });
  it('text', () => {
    fc.assert(
      fc.property(centavos, (c) => {
        expect(centavosDoDecimal(decimalDosCentavos(c))).toBe(c);
      }),
    );
  });
  it('JSON number', () => {
    fc.assert(
      fc.property(centavos, (c) => {
        expect(centavosDosReais(reaisDosCentavos(c))).toBe(c);
      }),
    );
  });
});
