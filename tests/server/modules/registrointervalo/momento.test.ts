import { describe, expect, it } from 'vitest';
import { janelaAberta, janelaRecemAberta, momentoLocal, type HorarioGravado } from '../../../../src/server/modules/registrointervalo/momento.ts';

const ALMOCO: HorarioGravado = { id: 1, diasSemana: [1, 3], inicio: '12:00', fim: '12:30', duracaoMaximaMin: 30 };

describe('momentoLocal', () => {
  it("reads an instant as São Paulo's day, weekday and minute, whatever the machine's zone", () => {
    // 02:30 UTC on Tuesday 3 March 2026 is still Monday 23:30 in São Paulo (UTC-3).
    expect(momentoLocal(new Date('2026-03-03T02:30:00Z'))).toEqual({ data: '2026-03-02', diaDaSemana: 1, minuto: 23 * 60 + 30 });
    expect(momentoLocal(new Date('2026-03-08T03:00:00Z'))).toEqual({ data: '2026-03-08', diaDaSemana: 0, minuto: 0 });
  });
});

describe('janelaAberta', () => {
  it.each([
    ['2026-03-02T14:59:59Z', false],
    ['2026-03-02T15:00:00Z', true],
    ['2026-03-02T15:30:59Z', true],
    ['2026-03-02T15:31:00Z', false],
    ['2026-03-03T15:10:00Z', false],
    ['2026-03-04T15:10:00Z', true],
  ])('at %s: %s', (instante, aberta) => {
    expect(janelaAberta(ALMOCO, momentoLocal(new Date(instante)))).toBe(aberta);
  });

  it('holds the whole day for 00:00–23:59', () => {
    const diaTodo = { ...ALMOCO, diasSemana: [0, 1, 2, 3, 4, 5, 6], inicio: '00:00', fim: '23:59' };
    for (const instante of ['2026-03-02T03:00:00Z', '2026-03-03T02:59:59Z']) expect(janelaAberta(diaTodo, momentoLocal(new Date(instante)))).toBe(true);
  });
});

describe('janelaRecemAberta', () => {
  it.each([
    ['2026-03-02T14:59:00Z', false],
    ['2026-03-02T15:00:00Z', true],
    ['2026-03-02T15:04:59Z', true],
    ['2026-03-02T15:05:00Z', false],
  ])('at %s: %s', (instante, devida) => {
    expect(janelaRecemAberta(ALMOCO, momentoLocal(new Date(instante)))).toBe(devida);
  });

  it('never outlives a window shorter than the tolerance', () => {
    const curta = { ...ALMOCO, inicio: '12:00', fim: '12:01' };
    expect(janelaRecemAberta(curta, momentoLocal(new Date('2026-03-02T15:02:00Z')))).toBe(false);
  });
});
