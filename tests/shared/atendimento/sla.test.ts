import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarioDeAtendimento } from '../../../src/shared/atendimento/calendario.ts';
import { calcularSla, type EventoDoAtendimento, type MetasDoSla, type Prioridade } from '../../../src/shared/atendimento/sla.ts';

const em = (local: string): number => Date.parse(`${local}:00-03:00`);
const local = (instante: number | null): string | null => (instante === null ? null : new Date(instante - 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '));

const COMERCIAL: CalendarioDeAtendimento = { diasDaSemana: [1, 2, 3, 4, 5], inicio: 480, fim: 1020, intervalo: null, feriados: new Set() };
const METAS: Record<Prioridade, MetasDoSla> = {
  BAIXA: { primeiraResposta: 240, resolucao: 1_440 },
  MEDIA: { primeiraResposta: 60, resolucao: 480 },
  ALTA: { primeiraResposta: 30, resolucao: 240 },
  URGENTE: { primeiraResposta: 15, resolucao: 120 },
};
const metas = (p: Prioridade): MetasDoSla => METAS[p];
const ABERTURA = em('2026-11-27T16:30');
const pausa: EventoDoAtendimento[] = [
  { em: em('2026-11-30T09:00'), tipo: 'situacao', para: 'AGUARDANDO_SOLICITANTE' },
  { em: em('2026-11-30T11:00'), tipo: 'situacao', para: 'EM_ANDAMENTO' },
];

describe('calcularSla (the issue’s worked cases, Mon–Fri 08:00–17:00)', () => {
  it('opened Friday 16:30: first response due Monday 08:30, resolution (8 h) Tuesday 08:30 after 2 h paused on Monday', () => {
    const sla = calcularSla(COMERCIAL, { abertura: ABERTURA, prioridade: 'MEDIA', eventos: pausa }, metas, em('2026-11-30T15:00'));
    expect(local(sla.primeiraResposta.prazo)).toBe('2026-11-30 08:30');
    expect(sla.primeiraResposta.situacao).toBe('ATRASADO');
    expect(local(sla.resolucao.prazo)).toBe('2026-12-01 08:30');
    expect(sla.resolucao.situacao).toBe('NO_PRAZO');
    expect(sla.pausadoMin).toBe(120);
  });

  it('while it waits for the requester, the clock stops and there is no due date', () => {
    const sla = calcularSla(COMERCIAL, { abertura: ABERTURA, prioridade: 'MEDIA', eventos: pausa.slice(0, 1) }, metas, em('2026-12-02T10:00'));
    expect(sla.resolucao).toMatchObject({ situacao: 'PAUSADO', prazo: null, consumidoMin: 90 });
  });

  it('a reply answers it; resolving in time meets the resolution target', () => {
    const eventos: EventoDoAtendimento[] = [
      { em: em('2026-11-30T08:20'), tipo: 'resposta' },
      ...pausa,
      { em: em('2026-11-30T16:00'), tipo: 'situacao', para: 'RESOLVIDO' },
      { em: em('2026-12-03T10:00'), tipo: 'situacao', para: 'FECHADO' },
    ];
    const sla = calcularSla(COMERCIAL, { abertura: ABERTURA, prioridade: 'MEDIA', eventos }, metas, em('2026-12-10T10:00'));
    expect(sla.primeiraResposta).toMatchObject({ situacao: 'CUMPRIDO', concluidaEm: em('2026-11-30T08:20') });
    expect(sla.resolucao).toMatchObject({ situacao: 'CUMPRIDO', concluidaEm: em('2026-11-30T16:00'), consumidoMin: 30 + 60 + 300 });
    // Met with time left, each keeps the due date it had: the worked case's Monday 08:30 and Tuesday 08:30.
    expect([local(sla.primeiraResposta.prazo), local(sla.resolucao.prazo)]).toEqual(['2026-11-30 08:30', '2026-12-01 08:30']);
  });

  it('resolved after its due date is breached; reopened, the clock runs again', () => {
    const resolvido: EventoDoAtendimento[] = [...pausa, { em: em('2026-12-01T10:00'), tipo: 'situacao', para: 'RESOLVIDO' }];
    const tarde = calcularSla(COMERCIAL, { abertura: ABERTURA, prioridade: 'MEDIA', eventos: resolvido }, metas, em('2026-12-01T11:00'));
    expect(tarde.resolucao.situacao).toBe('VIOLADO');
    const reaberto = [...resolvido, { em: em('2026-12-01T11:00'), tipo: 'situacao', para: 'EM_ANDAMENTO' } as const];
    expect(calcularSla(COMERCIAL, { abertura: ABERTURA, prioridade: 'MEDIA', eventos: reaberto }, metas, em('2026-12-01T12:00')).resolucao).toMatchObject({ situacao: 'ATRASADO', concluidaEm: null });
  });

  it('a priority change recomputes the targets from the opening, and the paused time stays paused', () => {
    const eventos: EventoDoAtendimento[] = [...pausa, { em: em('2026-11-30T14:00'), tipo: 'prioridade', para: 'BAIXA' }];
    const sla = calcularSla(COMERCIAL, { abertura: ABERTURA, prioridade: 'MEDIA', eventos }, metas, em('2026-11-30T15:00'));
    // 24 business hours: 0,5 h Friday, 7 h Monday (2 h paused), 9 h Tuesday, 7,5 h Wednesday.
    expect(sla.prioridade).toBe('BAIXA');
    expect(local(sla.resolucao.prazo)).toBe('2026-12-02 15:30');
    expect(local(sla.primeiraResposta.prazo)).toBe('2026-11-30 13:30');
  });
});

describe('properties', () => {
  const minuto = fc.integer({ min: 0, max: 14 * 24 * 60 });
  const historico = fc.array(fc.record({ depois: minuto, para: fc.constantFrom('ABERTO', 'EM_ANDAMENTO', 'AGUARDANDO_SOLICITANTE', 'RESOLVIDO', 'FECHADO' as const) }), { maxLength: 8 });

  it('the clock never runs beyond the business time since the opening, and paused time is never counted', () => {
    fc.assert(fc.property(historico, (passos) => {
      const eventos = passos.map((p) => ({ em: ABERTURA + p.depois * 60_000, tipo: 'situacao' as const, para: p.para }));
      const agora = ABERTURA + 15 * 24 * 3_600_000;
      const sla = calcularSla(COMERCIAL, { abertura: ABERTURA, prioridade: 'ALTA', eventos }, metas, agora);
      const total = calcularSla(COMERCIAL, { abertura: ABERTURA, prioridade: 'ALTA', eventos: [] }, metas, agora).resolucao.consumidoMin;
      expect(sla.resolucao.consumidoMin + sla.pausadoMin).toBeLessThanOrEqual(total);
    }), { numRuns: 200 });
  });

  it('a longer pause never brings the due date forward', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }), (curta, extra) => {
      const prazo = (minutos: number): number | null => calcularSla(COMERCIAL, {
        abertura: ABERTURA, prioridade: 'BAIXA', eventos: [
          { em: em('2026-11-30T09:00'), tipo: 'situacao', para: 'AGUARDANDO_SOLICITANTE' },
          { em: em('2026-11-30T09:00') + minutos * 60_000, tipo: 'situacao', para: 'EM_ANDAMENTO' },
        ],
      }, metas, ABERTURA).resolucao.prazo;
      expect(prazo(curta + extra) ?? 0).toBeGreaterThanOrEqual(prazo(curta) ?? 0);
    }), { numRuns: 100 });
  });
});
