import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diferencaExata, formatarDecimalExato, somaExata } from '../../../src/shared/format/decimal.ts';
import { dataMaisMeses } from '../../../src/shared/format/meses.ts';

describe('somaExata and diferencaExata', () => {
  it.each<[readonly number[], number]>([
    [[], 0],
    [[0.1, 0.2], 0.3],
    [[0.1, 0.2, 0.3], 0.6],
    [[1234.56, 0.01, -0.57], 1234],
    [[10.1, 10.2, 10.3], 30.6],
    [Array.from({ length: 1000 }, () => 0.01), 10],
    [Array.from({ length: 3 }, () => 33.33), 99.99],
    [[1e21, 1], 1e21 + 1],
    [[1e-7, 2e-7], 3e-7],
    [[-0.5, -0.25], -0.75],
    [[12, 0.125], 12.125],
  ])('%j → %d', (numeros, soma) => {
    expect(somaExata(numeros)).toBe(soma);
  });

  it('is NaN for a number that is not finite', () => {
    expect(somaExata([1, Number.POSITIVE_INFINITY])).toBeNaN();
  });

  it.each<[number, number, number]>([
    [100, 99.99, 0.01],
    [0.3, 0.1, 0.2],
    [1500.5, 1500.5, 0],
    [0, 12.34, -12.34],
  ])('%d − %d → %d', (a, b, diferenca) => {
    expect(diferencaExata(a, b)).toBe(diferenca);
  });

  it('sums money as the sum of its cents, whatever the amounts', () => {
    const centavos = fc.array(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), { maxLength: 300 });
    fc.assert(
      fc.property(centavos, (lista) => {
        const emCentavos = lista.reduce((soma, c) => soma + c, 0);
        expect(somaExata(lista.map((c) => c / 100))).toBe(emCentavos / 100);
      }),
    );
  });
});

describe('dataMaisMeses', () => {
  it.each<[string, number, string | null]>([
    ['2025-01-15', 1, '2025-02-15'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2000-01-31', 1, '2000-02-29'],
    ['2100-01-31', 1, '2100-02-28'],
    ['2025-03-31', 1, '2025-04-30'],
    ['2025-08-31', 6, '2026-02-28'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2025-12-15', 1, '2026-01-15'],
    ['2025-01-15', 24, '2027-01-15'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-01-15', -1, '2024-12-15'],
    ['2025-01-15', 0, '2025-01-15'],
    ['2025-01-31T00:00:00', 1, '2025-02-28'],
    ['31/01/2024', 1, '2024-02-29'],
    ['2025-02-30', 1, null],
    ['amanhã', 1, null],
    ['2025-01-15', 1.5, null],
    ['9999-12-01', 1, null],
  ])('%s + %d → %s', (data, meses, esperada) => {
    expect(dataMaisMeses(data, meses)).toBe(esperada);
  });
});

describe('formatarDecimalExato', () => {
  it.each<[string, number, string | null]>([
    ['1234567.89', 2, '1.234.567,89'],
    ['0.10', 2, '0,10'],
    ['10', 2, '10,00'],
    ['-1234.5', 2, '-1.234,50'],
    ['-0.00', 2, '0,00'],
    ['0.0525', 4, '0,0525'],
    ['1.123456', 2, '1,123456'],
    ['90071992547409.93', 2, '90.071.992.547.409,93'],
    ['007', 0, '7'],
    ['1e3', 2, null],
    ['R$ 1', 2, null],
  ])('%s with %d decimals → %s', (texto, casas, esperado) => {
    expect(formatarDecimalExato(texto, casas)).toBe(esperado);
  });
});
