import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataDoNumero, numeroDoDia, somarDias } from '../../../src/shared/calendario/index.ts';
import { fluxoDeCaixa, type Agrupamento, type LancamentoDoFluxo } from '../../../src/shared/financeiro/fluxoDeCaixa.ts';

const LANCAMENTOS: LancamentoDoFluxo[] = [
  { data: '2025-03-03', valorCentavos: 1_000_00, situacao: 'REALIZADO' },
  { data: '2025-03-05', valorCentavos: -300_00, situacao: 'REALIZADO' },
  { data: '2025-03-12', valorCentavos: -450_50, situacao: 'PREVISTO' },
  { data: '2025-03-31', valorCentavos: 200_00, situacao: 'PREVISTO' },
  { data: '2025-04-01', valorCentavos: 9_999_00, situacao: 'PREVISTO' },
];

describe('fluxoDeCaixa', () => {
  it('by ISO week: every week the month touches, empty ones included, with the projected balance line', () => {
    const r = fluxoDeCaixa({ saldoInicialCentavos: 500_00, lancamentos: LANCAMENTOS, agrupamento: 'SEMANA', periodo: { inicio: '2025-03-01', fim: '2025-03-31' } });
    expect(r.faixas.map((f) => [f.chave, f.inicio, f.fim, f.resultadoCentavos, f.saldoCentavos])).toEqual([
      ['2025-W09', '2025-02-24', '2025-03-02', 0, 500_00],
      ['2025-W10', '2025-03-03', '2025-03-09', 700_00, 1_200_00],
      ['2025-W11', '2025-03-10', '2025-03-16', -450_50, 749_50],
      ['2025-W12', '2025-03-17', '2025-03-23', 0, 749_50],
      ['2025-W13', '2025-03-24', '2025-03-30', 0, 749_50],
      ['2025-W14', '2025-03-31', '2025-04-06', 200_00, 949_50],
    ]);
    expect(r.faixas[1]).toMatchObject({ realizadoEntradasCentavos: 1_000_00, realizadoSaidasCentavos: 300_00, previstoEntradasCentavos: 0, previstoSaidasCentavos: 0 });
    expect(r.faixas[2]).toMatchObject({ realizadoEntradasCentavos: 0, realizadoSaidasCentavos: 0, previstoEntradasCentavos: 0, previstoSaidasCentavos: 450_50 });
    // 01/04 is after the period, though inside the last week.
    expect(r.saldoFinalCentavos).toBe(949_50);
  });

  it('by month over a year: twelve months', () => {
    const r = fluxoDeCaixa({ saldoInicialCentavos: 0, lancamentos: LANCAMENTOS, agrupamento: 'MES', periodo: { inicio: '2025-01-01', fim: '2025-12-31' } });
    expect(r.faixas.map((f) => f.chave)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12']);
    expect(r.faixas[1]).toMatchObject({ inicio: '2025-02-01', fim: '2025-02-28' });
    expect(r.faixas[2]!.resultadoCentavos).toBe(449_50);
    expect(r.faixas[3]!.saldoCentavos).toBe(449_50 + 9_999_00);
  });

  it('by day', () => {
    const r = fluxoDeCaixa({ saldoInicialCentavos: 0, lancamentos: LANCAMENTOS, agrupamento: 'DIA', periodo: { inicio: '2025-03-03', fim: '2025-03-05' } });
    expect(r.faixas.map((f) => [f.chave, f.saldoCentavos])).toEqual([
      ['2025-03-03', 1_000_00],
      ['2025-03-04', 1_000_00],
      ['2025-03-05', 700_00],
    ]);
  });
});

const dia = fc.integer({ min: numeroDoDia('2024-01-01'), max: numeroDoDia('2025-12-31') }).map(dataDoNumero);
const lancamento = fc.record({
  data: dia,
  valorCentavos: fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }),
  situacao: fc.constantFrom('REALIZADO' as const, 'PREVISTO' as const),
});

describe('fluxoDeCaixa: bucket totals are the rows’ sums, to the cent', () => {
  it('contiguous buckets covering the period; each row in its bucket; the balance line ends at opening + rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
        fc.array(lancamento, { maxLength: 150 }),
        dia,
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom<Agrupamento>('DIA', 'SEMANA', 'MES'),
        (inicial, lancamentos, inicio, dias, agrupamento) => {
          const fim = somarDias(inicio, dias);
          const r = fluxoDeCaixa({ saldoInicialCentavos: inicial, lancamentos, agrupamento, periodo: { inicio, fim } });
          const noPeriodo = lancamentos.filter((l) => l.data >= inicio && l.data <= fim);
          expect(r.faixas[0]!.inicio <= inicio && r.faixas.at(-1)!.fim >= fim).toBe(true);
          let saldo = inicial;
          r.faixas.forEach((f, i) => {
            if (i > 0) expect(f.inicio).toBe(somarDias(r.faixas[i - 1]!.fim, 1));
            const dela = noPeriodo.filter((l) => l.data >= f.inicio && l.data <= f.fim);
            const soma = (s: 'REALIZADO' | 'PREVISTO', sinal: 1 | -1) =>
              dela.filter((l) => l.situacao === s && Math.sign(l.valorCentavos) === sinal).reduce((t, l) => t + Math.abs(l.valorCentavos), 0);
            expect([f.realizadoEntradasCentavos, f.realizadoSaidasCentavos, f.previstoEntradasCentavos, f.previstoSaidasCentavos]).toEqual([
              soma('REALIZADO', 1),
              soma('REALIZADO', -1),
              soma('PREVISTO', 1),
              soma('PREVISTO', -1),
            ]);
            expect(f.resultadoCentavos).toBe(dela.reduce((t, l) => t + l.valorCentavos, 0));
            saldo += f.resultadoCentavos;
            expect(f.saldoCentavos).toBe(saldo);
          });
          expect(r.saldoFinalCentavos).toBe(inicial + noPeriodo.reduce((t, l) => t + l.valorCentavos, 0));
        },
      ),
    );
  });
});
