import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataCivilDe, diaDaSemanaDe, diasDesde1970, diasDoMes, ehBissexto } from '../../../src/shared/calendario/contagemDeDias.ts';

const MS_POR_DIA = 86_400_000;

describe('the day count agrees with the platform’s UTC calendar', () => {
  it('for every day from 1583 to 9999, sampled', () => {
    fc.assert(
      fc.property(fc.integer({ min: diasDesde1970(1583, 1, 1), max: diasDesde1970(9999, 12, 31) }), (dias) => {
        const d = new Date(dias * MS_POR_DIA);
        expect(dataCivilDe(dias)).toEqual({ ano: d.getUTCFullYear(), mes: d.getUTCMonth() + 1, dia: d.getUTCDate() });
        expect(diaDaSemanaDe(dias)).toBe(d.getUTCDay());
        expect(diasDesde1970(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())).toBe(dias);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([
    [1970, 1, 1, 0],
    [1969, 12, 31, -1],
    [2000, 3, 1, 11_017],
    [2025, 4, 18, 20_196],
  ])('%i-%i-%i is day %i', (ano, mes, dia, dias) => {
    expect(diasDesde1970(ano, mes, dia)).toBe(dias);
    expect(dataCivilDe(dias)).toEqual({ ano, mes, dia });
  });

  it.each([
    [2024, true],
    [2025, false],
    [1900, false],
    [2000, true],
  ])('%i is a leap year: %s', (ano, bissexto) => {
    expect(ehBissexto(ano)).toBe(bissexto);
    expect(diasDoMes(ano, 2)).toBe(bissexto ? 29 : 28);
  });
});
