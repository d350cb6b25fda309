import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutosUteisEntre, msUteisEntre, problemaDoCalendario, somarMinutosUteis, type CalendarioDeAtendimento } from '../../../src/shared/atendimento/calendario.ts';

// Sao Paulo is UTC−3 (no daylight saving since 2019): 16:30 there is 19:30Z.
const em = (local: string): number => Date.parse(`${local}:00-03:00`);
const local = (instante: number): string => new Date(instante - 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const COMERCIAL: CalendarioDeAtendimento = { diasDaSemana: [1, 2, 3, 4, 5], inicio: 480, fim: 1020, intervalo: null, feriados: new Set() };
const COM_ALMOCO: CalendarioDeAtendimento = { ...COMERCIAL, intervalo: { inicio: 720, fim: 780 } };

describe('somarMinutosUteis (Mon–Fri 08:00–17:00)', () => {
  it('opened Friday 16:30, 60 minutes → Monday 08:30 (the issue’s case)', () => {
    expect(local(somarMinutosUteis(COMERCIAL, em('2026-11-27T16:30'), 60))).toBe('2026-11-30 08:30');
  });

  it('a deadline that ends with the day is 17:00 of that day, not the next morning', () => {
    expect(local(somarMinutosUteis(COMERCIAL, em('2026-11-30T16:00'), 60))).toBe('2026-11-30 17:00');
  });

  it('an opening at night counts from the next morning', () => {
    expect(local(somarMinutosUteis(COMERCIAL, em('2026-11-30T22:10'), 30))).toBe('2026-12-01 08:30');
  });

  it('the lunch break does not count: 11:30 + 60 min → 13:30', () => {
    expect(local(somarMinutosUteis(COM_ALMOCO, em('2026-11-30T11:30'), 60))).toBe('2026-11-30 13:30');
  });

  it('the institution’s holiday and the national ones are skipped', () => {
    const comFeriado = { ...COMERCIAL, feriados: new Set(['2026-11-30']) };
    expect(local(somarMinutosUteis(comFeriado, em('2026-11-27T16:30'), 60))).toBe('2026-12-01 08:30');
    // Friday 20/11/2026 is Consciência Negra: Thursday 16:30 + 60 → Monday 23/11 08:30.
    expect(local(somarMinutosUteis(COMERCIAL, em('2026-11-19T16:30'), 60))).toBe('2026-11-23 08:30');
  });
});

describe('minutosUteisEntre', () => {
  it('a whole week is 45 hours; with lunch, 40', () => {
    expect(minutosUteisEntre(COMERCIAL, em('2026-11-30T00:00'), em('2026-12-07T00:00'))).toBe(45 * 60);
    expect(minutosUteisEntre(COM_ALMOCO, em('2026-11-30T00:00'), em('2026-12-07T00:00'))).toBe(40 * 60);
  });

  it('a weekend counts nothing, and the order matters', () => {
    expect(minutosUteisEntre(COMERCIAL, em('2026-11-28T09:00'), em('2026-11-29T18:00'))).toBe(0);
    expect(minutosUteisEntre(COMERCIAL, em('2026-12-01T09:00'), em('2026-11-30T09:00'))).toBe(0);
  });
});

describe('problemaDoCalendario', () => {
  it.each([
    [{ ...COMERCIAL, diasDaSemana: [] }, 'Marque ao menos um dia de atendimento.'],
    [{ ...COMERCIAL, fim: 480 }, 'O fim do expediente deve ser depois do início.'],
    [{ ...COMERCIAL, intervalo: { inicio: 1000, fim: 1100 } }, 'O intervalo deve ficar dentro do expediente.'],
    [COM_ALMOCO, null],
  ])('%#', (calendario, problema) => {
    expect(problemaDoCalendario(calendario)).toBe(problema);
  });
});

const instante = fc.integer({ min: em('2026-01-01T00:00'), max: em('2027-12-31T00:00') });
const calendario = fc.record({
  diasDaSemana: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
  inicio: fc.integer({ min: 0, max: 600 }),
  duracao: fc.integer({ min: 180, max: 800 }),
  almoco: fc.boolean(),
}).map(({ diasDaSemana, inicio, duracao, almoco }): CalendarioDeAtendimento => ({
  diasDaSemana,
  inicio,
  fim: inicio + duracao,
  intervalo: almoco ? { inicio: inicio + 60, fim: inicio + 120 } : null,
  feriados: new Set(['2026-12-24', '2027-01-25']),
}));

describe('properties', () => {
  it('counting back what was added gives the minutes added', () => {
    fc.assert(fc.property(calendario, instante, fc.integer({ min: 0, max: 20_000 }), (c, de, minutos) => {
      expect(minutosUteisEntre(c, de, somarMinutosUteis(c, de, minutos))).toBe(minutos);
    }), { numRuns: 150 });
  });

  it('the minutes of a span are the sum of its two parts', () => {
    fc.assert(fc.property(calendario, instante, instante, instante, (c, ...pontos) => {
      const [a, b, d] = pontos.sort((x, y) => x - y) as [number, number, number];
      expect(msUteisEntre(c, a, b) + msUteisEntre(c, b, d)).toBe(msUteisEntre(c, a, d));
    }), { numRuns: 100 });
  });

  it('a later start never gives an earlier deadline', () => {
    fc.assert(fc.property(calendario, instante, instante, fc.integer({ min: 1, max: 5_000 }), (c, x, y, minutos) => {
      const [a, b] = x <= y ? [x, y] : [y, x];
      expect(somarMinutosUteis(c, a, minutos)).toBeLessThanOrEqual(somarMinutosUteis(c, b, minutos));
    }), { numRuns: 100 });
  });
});
