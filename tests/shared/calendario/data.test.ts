import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataDoNumero, diaDaSemana, ehDataISO, lerData, numeroDoDia, partesDa, somarDias, somarMeses } from '../../../src/shared/calendario/index.ts';

describe('lerData', () => {
  it.each([
    ['2025-02-28', { ano: 2025, mes: 2, dia: 28 }],
    ['2024-02-29', { ano: 2024, mes: 2, dia: 29 }],
    ['2000-02-29', { ano: 2000, mes: 2, dia: 29 }],
    ['1583-01-01', { ano: 1583, mes: 1, dia: 1 }],
  ])('reads %s', (texto, partes) => {
    expect(lerData(texto)).toEqual(partes);
  });

  it.each(['2025-02-29', '1900-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-4-1', '2025-04-01T00:00:00', '01/04/2025', '', '1582-12-31'])(
    'refuses %j',
    (texto) => {
      expect(lerData(texto)).toBeNull();
      expect(ehDataISO(texto)).toBe(false);
    },
  );

  it('a text that is no date is a programming error where a date is due', () => {
    expect(() => partesDa('2025-02-30')).toThrow(RangeError);
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2025-03-04', 1, '2025-03-05'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-01-01', 365, '2026-01-01'],
  ])('%s + %i days = %s', (data, dias, esperada) => {
    expect(somarDias(data, dias)).toBe(esperada);
  });

  it.each([
    ['2025-05-31', 6],
    ['2025-06-01', 0],
    ['2025-04-18', 5],
    ['1970-01-01', 4],
    ['2000-01-01', 6],
  ])('%s falls on weekday %i', (data, semana) => {
    expect(diaDaSemana(data)).toBe(semana);
  });

  it('the day number and the date are each other’s inverse, whatever the process timezone', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 2_900_000 }), (numero) => {
        expect(numeroDoDia(dataDoNumero(numero))).toBe(numero);
      }),
    );
  });
});

describe('somarMeses clamps to the month’s end', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2025-01-31', 2, '2025-03-31'],
    ['2025-01-31', 3, '2025-04-30'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-01-15', 12, '2026-01-15'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-01-10', 0, '2025-01-10'],
  ])('%s + %i months = %s', (data, meses, esperada) => {
    expect(somarMeses(data, meses)).toBe(esperada);
  });
});
