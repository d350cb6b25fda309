import { describe, expect, it } from 'vitest';
import { partesDoPeriodo } from '../../../../../src/server/modules/financeiro/painel/partesDoPeriodo.ts';

describe('partesDoPeriodo', () => {
  it('splits a period into the partial start, the whole months and the partial end', () => {
    expect(partesDoPeriodo('2026-01-15', '2026-04-10')).toEqual({
      inicio: { inicio: '2026-01-15', fim: '2026-01-31' },
      meses: { inicio: '2026-02-01', fim: '2026-03-31' },
      fim: { inicio: '2026-04-01', fim: '2026-04-10' },
    });
  });

  it('reads a whole year from the months alone', () => {
    expect(partesDoPeriodo('2026-01-01', '2026-12-31')).toEqual({ inicio: null, meses: { inicio: '2026-01-01', fim: '2026-12-31' }, fim: null });
  });

  it('keeps the partial end of a period that starts on a first day, across a year and into a leap February', () => {
    expect(partesDoPeriodo('2027-11-01', '2028-02-28')).toEqual({
      inicio: null,
      meses: { inicio: '2027-11-01', fim: '2028-01-31' },
      fim: { inicio: '2028-02-01', fim: '2028-02-28' },
    });
  });

  it('ends a partial start at the end of a leap February', () => {
    expect(partesDoPeriodo('2028-02-10', '2028-03-31')).toEqual({
      inicio: { inicio: '2028-02-10', fim: '2028-02-29' },
      meses: { inicio: '2028-03-01', fim: '2028-03-31' },
      fim: null,
    });
  });

  it('reads a period without a whole month from the days alone', () => {
    expect(partesDoPeriodo('2026-03-05', '2026-03-20')).toEqual({ inicio: { inicio: '2026-03-05', fim: '2026-03-20' }, meses: null, fim: null });
    expect(partesDoPeriodo('2026-01-15', '2026-02-10')).toEqual({ inicio: { inicio: '2026-01-15', fim: '2026-02-10' }, meses: null, fim: null });
  });

  it('takes a single whole month, and a single day, as they are', () => {
    expect(partesDoPeriodo('2026-02-01', '2026-02-28')).toEqual({ inicio: null, meses: { inicio: '2026-02-01', fim: '2026-02-28' }, fim: null });
    expect(partesDoPeriodo('2026-02-28', '2026-02-28')).toEqual({ inicio: { inicio: '2026-02-28', fim: '2026-02-28' }, meses: null, fim: null });
  });
});
