import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataDoNumero, diaDaSemana, inicioDaSemanaISO, numeroDoDia, semanaISO } from '../../../src/shared/calendario/index.ts';

describe('semanaISO', () => {
  it.each([
    ['2025-01-01', 2025, 1],
    ['2025-03-04', 2025, 10],
    ['2024-12-30', 2025, 1],
    ['2025-12-29', 2026, 1],
    ['2027-01-01', 2026, 53],
    ['2021-01-03', 2020, 53],
    ['2026-12-31', 2026, 53],
  ])('%s is in week %i-%i', (data, ano, semana) => {
    expect(semanaISO(data)).toEqual({ ano, semana });
  });

  it('a week starts on Monday, and its seven days share one week number', () => {
    fc.assert(
      fc.property(fc.integer({ min: numeroDoDia('2000-01-01'), max: numeroDoDia('2100-12-31') }).map(dataDoNumero), (data) => {
        const segunda = inicioDaSemanaISO(data);
        expect(diaDaSemana(segunda)).toBe(1);
        expect(numeroDoDia(data) - numeroDoDia(segunda)).toBeLessThan(7);
        expect(semanaISO(segunda)).toEqual(semanaISO(data));
        expect(semanaISO(data).semana).toBeLessThanOrEqual(53);
      }),
    );
  });
});
