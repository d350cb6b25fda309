import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancete, compararCodigos } from '../../../src/shared/contabilidade/balancete.ts';
import { razao } from '../../../src/shared/contabilidade/razao.ts';
import type { Partida } from '../../../src/shared/contabilidade/partida.ts';
import { partidasDe } from '../../../src/shared/contabilidade/partidas.ts';
import { problemasDoPlano } from '../../../src/shared/contabilidade/planoDeContas.ts';
import { MAPEAMENTO, PLANO, data, eventoQualquer } from './eventos.ts';

const p = (data: string, debito: string, credito: string, valorCentavos: number): Partida =>
  ({ data, valorCentavos, debito, credito, centroDeCustoDebito: null, centroDeCustoCredito: null, historico: '', encerramento: false });

const PARTIDAS = [p('2025-12-20', '1.1.01', '3.1.01', 1_000_00), p('2026-01-05', '4.1.01', '1.1.01', 300_00), p('2026-01-10', '1.1.02', '1.1.01', 200_00), p('2026-02-01', '1.1.01', '3.2.01', 50_00)];

const partidasDosEventos = (eventos: readonly Parameters<typeof partidasDe>[0][]): Partida[] =>
  eventos.flatMap((e) => {
    const r = partidasDe(e, MAPEAMENTO);
    return r.ok ? r.partidas : [];
  });

describe('the balancete', () => {
  it('signs each balance by nature and rolls synthetic accounts up', () => {
    expect(problemasDoPlano(PLANO)).toEqual([]);
    const linhas = new Map(balancete(PLANO, PARTIDAS, { inicio: '2026-01-01', fim: '2026-01-31' }).map((l) => [l.codigo, l]));
    expect(linhas.get('1.1.01')).toEqual({ codigo: '1.1.01', saldoAnteriorCentavos: 1_000_00, debitosCentavos: 0, creditosCentavos: 500_00, saldoFinalCentavos: 500_00 });
    expect(linhas.get('1.1')).toEqual({ codigo: '1.1', saldoAnteriorCentavos: 1_000_00, debitosCentavos: 200_00, creditosCentavos: 500_00, saldoFinalCentavos: 700_00 });
    expect(linhas.get('3')).toEqual({ codigo: '3', saldoAnteriorCentavos: 1_000_00, debitosCentavos: 0, creditosCentavos: 0, saldoFinalCentavos: 1_000_00 });
    expect(linhas.get('4.1.01')).toEqual({ codigo: '4.1.01', saldoAnteriorCentavos: 0, debitosCentavos: 300_00, creditosCentavos: 0, saldoFinalCentavos: 300_00 });
  });

  it('rolls up by the code, so a chart with a broken parent still ends', () => {
    const quebrado = PLANO.map((c) => (c.codigo === '1.1.01' ? { ...c, pai: '1.1.01' } : c));
    const linhas = new Map(balancete(quebrado, PARTIDAS, { inicio: '2026-01-01', fim: '2026-01-31' }).map((l) => [l.codigo, l]));
    expect(linhas.get('1')?.saldoFinalCentavos).toBe(700_00);
  }, 1000);

  it('lists the chart in code order, segment by segment', () => {
    expect(['1.10', '1.2', '1', '1.2.1'].sort(compararCodigos)).toEqual(['1', '1.2', '1.2.1', '1.10']);
    expect(balancete(PLANO, [], { inicio: '2026-01-01', fim: '2026-12-31' }).map((l) => l.codigo).slice(0, 4)).toEqual(['1', '1.1', '1.1.01', '1.1.02']);
  });
});

describe('the razão', () => {
  it("an account's entries of the period with the running balance", () => {
    const r = razao({ codigo: '1.1.01', natureza: 'DEVEDORA' }, PARTIDAS, { inicio: '2026-01-01', fim: '2026-12-31' });
    expect(r.saldoAnteriorCentavos).toBe(1_000_00);
    expect(r.linhas.map((l) => [l.partida.data, l.debitoCentavos, l.creditoCentavos, l.saldoCentavos])).toEqual([
      ['2026-01-05', 0, 300_00, 700_00],
      ['2026-01-10', 0, 200_00, 500_00],
      ['2026-02-01', 50_00, 0, 550_00],
    ]);
    expect(r.saldoFinalCentavos).toBe(550_00);
  });
});

describe('properties of the books', () => {
  it('any sequence of events: debits equal credits in every period, and the analytic closings balance by nature', () => {
    fc.assert(
      fc.property(fc.array(eventoQualquer, { maxLength: 40 }), data, data, (eventos, a, b) => {
        const partidas = partidasDosEventos(eventos);
        const periodo = a <= b ? { inicio: a, fim: b } : { inicio: b, fim: a };
        const linhas = balancete(PLANO, partidas, periodo);
        const analiticas = linhas.filter((l) => PLANO.find((c) => c.codigo === l.codigo)!.tipo === 'ANALITICA');
        const soma = (f: (l: (typeof linhas)[number]) => number, natureza?: string) =>
          analiticas.filter((l) => natureza === undefined || PLANO.find((c) => c.codigo === l.codigo)!.natureza === natureza).reduce((s, l) => s + f(l), 0);
        expect(soma((l) => l.debitosCentavos)).toBe(soma((l) => l.creditosCentavos));
        expect(soma((l) => l.saldoFinalCentavos, 'DEVEDORA')).toBe(soma((l) => l.saldoFinalCentavos, 'CREDORA'));
        // Each level-1 account sums its analytic accounts.
        for (const raiz of linhas.filter((l) => !l.codigo.includes('.'))) {
          const filhas = analiticas.filter((l) => l.codigo.startsWith(`${raiz.codigo}.`));
          expect(raiz.debitosCentavos).toBe(filhas.reduce((s, l) => s + l.debitosCentavos, 0));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("the razão's closing balance is the balancete's", () => {
    fc.assert(
      fc.property(fc.array(eventoQualquer, { maxLength: 40 }), data, (eventos, inicio) => {
        const partidas = partidasDosEventos(eventos);
        const periodo = { inicio, fim: '2026-12-31' };
        for (const conta of PLANO.filter((c) => c.tipo === 'ANALITICA')) {
          const linha = balancete(PLANO, partidas, periodo).find((l) => l.codigo === conta.codigo)!;
          const r = razao(conta, partidas, periodo);
          expect([r.saldoAnteriorCentavos, r.saldoFinalCentavos]).toEqual([linha.saldoAnteriorCentavos, linha.saldoFinalCentavos]);
        }
      }),
      { numRuns: 30 },
    );
  });
});
