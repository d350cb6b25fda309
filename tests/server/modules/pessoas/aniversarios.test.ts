import { describe, expect, it } from 'vitest';
import { aniversariosNoPeriodo, diaDoAniversario, diasEntre } from '../../../../src/server/modules/pessoas/relatorios/aniversarios.ts';

describe('aniversariosNoPeriodo', () => {
  it('finds the birthday of a period within one year, with the age completed', () => {
    expect(aniversariosNoPeriodo('1990-03-15', '2026-03-01', '2026-03-31')).toEqual([{ data: '2026-03-15', idade: 36 }]);
    expect(aniversariosNoPeriodo('1990-04-15', '2026-03-01', '2026-03-31')).toEqual([]);
  });

  it('counts both ends of the period', () => {
    expect(aniversariosNoPeriodo('1990-03-01', '2026-03-01', '2026-03-31')).toHaveLength(1);
    expect(aniversariosNoPeriodo('1990-03-31', '2026-03-01', '2026-03-31')).toHaveLength(1);
  });

  it('looks in both years of a period across the new year', () => {
    expect(aniversariosNoPeriodo('1990-12-25', '2026-12-20', '2027-01-10')).toEqual([{ data: '2026-12-25', idade: 36 }]);
    expect(aniversariosNoPeriodo('2000-01-05', '2026-12-20', '2027-01-10')).toEqual([{ data: '2027-01-05', idade: 27 }]);
    expect(aniversariosNoPeriodo('2000-06-05', '2026-12-20', '2027-01-10')).toEqual([]);
  });

  it('lists a birthday twice in a period of a year and a day, at two ages', () => {
    expect(aniversariosNoPeriodo('1990-03-01', '2025-03-01', '2026-03-01')).toEqual([
      { data: '2025-03-01', idade: 35 },
      { data: '2026-03-01', idade: 36 },
    ]);
  });

  it('puts 29 February on the 28th in a common year and keeps it in a leap year', () => {
    expect(diaDoAniversario(2, 29, 2027)).toBe('2027-02-28');
    expect(diaDoAniversario(2, 29, 2028)).toBe('2028-02-29');
    expect(diaDoAniversario(2, 29, 2100)).toBe('2100-02-28');
    expect(aniversariosNoPeriodo('2000-02-29', '2027-02-28', '2027-02-28')).toEqual([{ data: '2027-02-28', idade: 27 }]);
    expect(aniversariosNoPeriodo('2000-02-29', '2028-02-28', '2028-02-28')).toEqual([]);
    expect(aniversariosNoPeriodo('2000-02-29', '2028-02-29', '2028-03-01')).toEqual([{ data: '2028-02-29', idade: 28 }]);
  });

  it('lists no birthday before the first, nor the day of birth itself', () => {
    expect(aniversariosNoPeriodo('2026-03-10', '2026-03-01', '2026-03-31')).toEqual([]);
    expect(aniversariosNoPeriodo('2030-03-10', '2026-03-01', '2026-03-31')).toEqual([]);
  });

  it('rejects what is not a YYYY-MM-DD day', () => {
    expect(aniversariosNoPeriodo('15/03/1990', '2026-03-01', '2026-03-31')).toEqual([]);
  });
});

describe('diasEntre', () => {
  it('counts calendar days, across months, years and 29 February', () => {
    expect(diasEntre('2026-12-20', '2026-12-25')).toBe(5);
    expect(diasEntre('2026-12-20', '2027-01-05')).toBe(16);
    expect(diasEntre('2028-02-28', '2028-03-01')).toBe(2);
    expect(diasEntre('2026-01-01', '2026-12-31')).toBe(364);
  });
});
