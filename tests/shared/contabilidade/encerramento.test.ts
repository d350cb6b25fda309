import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancete } from '../../../src/shared/contabilidade/balancete.ts';
import { encerramento } from '../../../src/shared/contabilidade/encerramento.ts';
import type { Partida } from '../../../src/shared/contabilidade/partida.ts';
import { partidasDe } from '../../../src/shared/contabilidade/partidas.ts';
import { MAPEAMENTO, PLANO, eventoQualquer } from './eventos.ts';

const CONTAS = { resultado: '5.2', patrimonio: '5.1', historico: 'Encerramento do exercício' };

const p = (data: string, debito: string, credito: string, valorCentavos: number): Partida =>
  ({ data, valorCentavos, debito, credito, centroDeCustoDebito: 'CC1', centroDeCustoCredito: null, historico: '', encerramento: false });

const fechamento = (debito: string, credito: string, valorCentavos: number): Partida =>
  ({ data: '2026-12-31', valorCentavos, debito, credito, centroDeCustoDebito: null, centroDeCustoCredito: null, historico: 'Encerramento do exercício', encerramento: true });

describe('the year-end closing', () => {
  it('zeroes revenue and expenses into the result account and carries the superávit to equity', () => {
    const partidas = [p('2026-03-01', '1.1.01', '3.1.01', 1_000_00), p('2026-04-01', '4.1.01', '1.1.01', 700_00), p('2026-05-01', '3.1.01', '1.1.01', 100_00), p('2027-01-02', '1.1.01', '3.2.01', 5_00)];
    expect(encerramento(PLANO, partidas, 2026, CONTAS)).toEqual({
      ok: true,
      superavitCentavos: 200_00,
      partidas: [fechamento('3.1.01', '5.2', 900_00), fechamento('5.2', '4.1.01', 700_00), fechamento('5.2', '5.1', 200_00)],
    });
  });

  it('carries a déficit to equity as a debit, and nothing when the year broke even', () => {
    const deficit = encerramento(PLANO, [p('2026-04-01', '4.1.01', '1.1.01', 300_00)], 2026, CONTAS);
    expect(deficit.ok && deficit.partidas.at(-1)).toEqual(fechamento('5.1', '5.2', 300_00));
    expect(deficit.ok && deficit.superavitCentavos).toBe(-300_00);
    expect(encerramento(PLANO, [], 2026, CONTAS)).toEqual({ ok: true, partidas: [], superavitCentavos: 0 });
  });

  it('refuses a result or equity account that cannot take the closing', () => {
    expect(encerramento(PLANO, [], 2026, { ...CONTAS, resultado: '3.1.01' })).toEqual({ ok: false, mensagem: 'A conta de apuração do resultado deve ser analítica e não pode ser de receita nem de despesa.' });
    expect(encerramento(PLANO, [], 2026, { ...CONTAS, resultado: '5' })).toEqual({ ok: false, mensagem: 'A conta de apuração do resultado deve ser analítica e não pode ser de receita nem de despesa.' });
    expect(encerramento(PLANO, [], 2026, { ...CONTAS, patrimonio: '1.1.01' })).toEqual({ ok: false, mensagem: 'A conta que recebe o superávit ou déficit deve ser uma conta analítica do patrimônio líquido.' });
  });

  it('after the closing every revenue and expense account is zero and equity changed by the year’s result', () => {
    fc.assert(
      fc.property(fc.array(eventoQualquer, { maxLength: 40 }), (eventos) => {
        const partidas = eventos.flatMap((e) => {
          const r = partidasDe(e, MAPEAMENTO);
          return r.ok ? r.partidas.filter((x) => x.data <= '2026-12-31') : [];
        });
        const r = encerramento(PLANO, partidas, 2026, CONTAS);
        if (!r.ok) return false;
        const periodo = { inicio: '2025-01-01', fim: '2026-12-31' };
        const antes = new Map(balancete(PLANO, partidas, periodo).map((l) => [l.codigo, l.saldoFinalCentavos]));
        const depois = new Map(balancete(PLANO, [...partidas, ...r.partidas], periodo).map((l) => [l.codigo, l.saldoFinalCentavos]));
        const resultado = antes.get('3')! - antes.get('4')!;
        expect(['3', '4', '5.2'].map((c) => depois.get(c))).toEqual([0, 0, 0]);
        expect(depois.get('5.1')! - antes.get('5.1')!).toBe(resultado);
        expect(r.superavitCentavos).toBe(resultado);
        return r.partidas.every((x) => x.valorCentavos > 0 && x.encerramento);
      }),
      { numRuns: 60 },
    );
  });
});
