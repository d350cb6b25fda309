import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataDoNumero, diasDoMes, numeroDoDia, partesDa } from '../../../src/shared/calendario/index.ts';
import { MESES_DA_PERIODICIDADE, periodoDosMeses, vencimentosNoPeriodo, type Periodicidade, type Recorrencia } from '../../../src/shared/financeiro/recorrencia.ts';

const mensal = (diaDoVencimento: number, inicio: string, fim: string | null = null): Recorrencia => ({ periodicidade: 'MENSAL', diaDoVencimento, inicio, fim });

describe('vencimentosNoPeriodo: worked cases', () => {
  it('monthly rent on the 10th, first quarter of 2025', () => {
    expect(vencimentosNoPeriodo(mensal(10, '2024-06-01'), '2025-01-01', '2025-03-31')).toEqual(['2025-01-10', '2025-02-10', '2025-03-10']);
  });

  it('day 31 is clamped to each month’s end and never chained: 31/01, 28/02, 31/03, 30/04', () => {
    expect(vencimentosNoPeriodo(mensal(31, '2025-01-01'), '2025-01-01', '2025-04-30')).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30']);
  });

  it('in a leap year, 29/02', () => {
    expect(vencimentosNoPeriodo(mensal(30, '2024-01-01'), '2024-02-01', '2024-02-29')).toEqual(['2024-02-29']);
  });

  it('nothing before the start: started on the 20th, due on the 10th, the first is next month', () => {
    expect(vencimentosNoPeriodo(mensal(10, '2025-01-20'), '2025-01-01', '2025-02-28')).toEqual(['2025-02-10']);
  });

  it('nothing after the end', () => {
    expect(vencimentosNoPeriodo(mensal(5, '2025-01-01', '2025-02-04'), '2025-01-01', '2025-12-31')).toEqual(['2025-01-05']);
  });

  it('quarterly from March: March, June, September, December, counted from the start', () => {
    const r: Recorrencia = { periodicidade: 'TRIMESTRAL', diaDoVencimento: 15, inicio: '2024-03-01', fim: null };
    expect(vencimentosNoPeriodo(r, '2025-01-01', '2025-12-31')).toEqual(['2025-03-15', '2025-06-15', '2025-09-15', '2025-12-15']);
  });

  it('yearly, in the start’s month only', () => {
    const r: Recorrencia = { periodicidade: 'ANUAL', diaDoVencimento: 20, inicio: '2023-07-01', fim: null };
    expect(vencimentosNoPeriodo(r, '2025-01-01', '2025-06-30')).toEqual([]);
    expect(vencimentosNoPeriodo(r, '2025-07-01', '2025-07-31')).toEqual(['2025-07-20']);
  });

  it('a period before the start has none', () => {
    expect(vencimentosNoPeriodo(mensal(10, '2026-01-01'), '2025-01-01', '2025-12-31')).toEqual([]);
  });

  it('the months of a period: from the first day to the last', () => {
    expect(periodoDosMeses('2025-02', '2025-02')).toEqual({ de: '2025-02-01', ate: '2025-02-28' });
    expect(periodoDosMeses('2024-11', '2025-01')).toEqual({ de: '2024-11-01', ate: '2025-01-31' });
  });
});

const dataEntre = (de: string, ate: string) => fc.integer({ min: numeroDoDia(de), max: numeroDoDia(ate) }).map(dataDoNumero);
const periodicidade = fc.constantFrom<Periodicidade>('MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL');
const recorrencia = fc.record({
  periodicidade,
  diaDoVencimento: fc.integer({ min: 1, max: 31 }),
  inicio: dataEntre('2020-01-01', '2027-12-31'),
  fim: fc.option(dataEntre('2024-01-01', '2029-12-31'), { nil: null }),
}).filter((r) => r.fim === null || r.fim >= r.inicio);
const periodo = fc.tuple(dataEntre('2024-01-01', '2027-12-31'), dataEntre('2024-01-01', '2029-12-31')).filter(([de, ate]) => de <= ate);

describe('vencimentosNoPeriodo: properties', () => {
  it('every date is inside the period, on or after the start, on or before the end, in order and without duplicates', () => {
    fc.assert(
      fc.property(recorrencia, periodo, (r, [de, ate]) => {
        const datas = vencimentosNoPeriodo(r, de, ate);
        for (const d of datas) {
          expect(d >= de && d <= ate && d >= r.inicio).toBe(true);
          if (r.fim !== null) expect(d <= r.fim).toBe(true);
        }
        expect([...datas].sort()).toEqual(datas);
        expect(new Set(datas).size).toBe(datas.length);
      }),
    );
  });

  it('each date is the entry’s day clamped to its month, in a month the periodicity reaches from the start', () => {
    fc.assert(
      fc.property(recorrencia, periodo, (r, [de, ate]) => {
        const inicio = partesDa(r.inicio);
        for (const d of vencimentosNoPeriodo(r, de, ate)) {
          const { ano, mes, dia } = partesDa(d);
          expect(dia).toBe(Math.min(r.diaDoVencimento, diasDoMes(ano, mes)));
          expect((ano * 12 + mes - (inicio.ano * 12 + inicio.mes)) % MESES_DA_PERIODICIDADE[r.periodicidade]).toBe(0);
        }
      }),
    );
  });

  it('two adjacent periods give together what their union gives', () => {
    fc.assert(
      fc.property(recorrencia, periodo, (r, [de, ate]) => {
        const meio = dataDoNumero(Math.floor((numeroDoDia(de) + numeroDoDia(ate)) / 2));
        const juntos = [...vencimentosNoPeriodo(r, de, meio), ...vencimentosNoPeriodo(r, dataDoNumero(numeroDoDia(meio) + 1), ate)];
        expect(juntos).toEqual(vencimentosNoPeriodo(r, de, ate));
      }),
    );
  });
});
