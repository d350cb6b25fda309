import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estouroDaRubrica, executarProjeto, previsoesAcimaDoTotal, type RubricaOrcada } from '../../../src/shared/projetos/rubricas.ts';

const RUBRICAS: RubricaOrcada[] = [
  { id: 1, rotulo: '1 - Recursos humanos', orcadoCentavos: 120_000_00 },
  { id: 2, rotulo: '2 - Material de consumo', orcadoCentavos: 10_000_00 },
  { id: 3, rotulo: '3 - Reserva', orcadoCentavos: 0 },
];

describe('executarProjeto', () => {
  it('sums each rubrica’s despesas, keeps the ones without a rubrica apart and gives the balance', () => {
    const execucao = executarProjeto(RUBRICAS, [
      { tipo: 'RECEITA', rubricaId: null, valorCentavos: 150_000_00 },
      { tipo: 'DESPESA', rubricaId: 1, valorCentavos: 30_000_00 },
      { tipo: 'DESPESA', rubricaId: 1, valorCentavos: 10_000_00 },
      { tipo: 'DESPESA', rubricaId: 2, valorCentavos: 2_500_50 },
      { tipo: 'DESPESA', rubricaId: null, valorCentavos: 99_99 },
    ]);
    expect(execucao.rubricas.map((r) => [r.id, r.executadoCentavos, r.saldoCentavos, r.percentualCentesimos])).toEqual([
      [1, 40_000_00, 80_000_00, 3333],
      [2, 2_500_50, 7_499_50, 2501],
      [3, 0, 0, null],
    ]);
    expect(execucao).toMatchObject({
      orcadoCentavos: 130_000_00,
      executadoCentavos: 42_500_50,
      semRubricaCentavos: 99_99,
      receitasCentavos: 150_000_00,
      despesasCentavos: 42_600_49,
      saldoCentavos: 107_399_51,
    });
  });

  it('never drifts: executed by rubrica plus the rest is every despesa, to the cent', () => {
    const titulo = fc.record({
      tipo: fc.constantFrom('RECEITA' as const, 'DESPESA' as const),
      rubricaId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      valorCentavos: fc.integer({ min: 1, max: 99_999_999_99 }),
    });
    fc.assert(
      fc.property(fc.array(titulo, { maxLength: 60 }), (titulos) => {
        const e = executarProjeto(RUBRICAS, titulos);
        const despesas = titulos.filter((t) => t.tipo === 'DESPESA').reduce((s, t) => s + t.valorCentavos, 0);
        expect(e.executadoCentavos + e.semRubricaCentavos).toBe(despesas);
        expect(e.rubricas.reduce((s, r) => s + r.saldoCentavos, 0)).toBe(e.orcadoCentavos - e.executadoCentavos);
      }),
    );
  });
});

describe('estouroDaRubrica', () => {
  const despesa = { rubrica: '2 - Material de consumo', projeto: 'FOM-2025 - Oficinas', orcadoCentavos: 10_000_00, executadoCentavos: 8_765_44 };

  it('fits to the cent: no refusal', () => {
    expect(estouroDaRubrica({ ...despesa, valorCentavos: 1_234_56 })).toBeNull();
  });

  it('a cent over: refused, naming the rubrica and what is left', () => {
    expect(estouroDaRubrica({ ...despesa, valorCentavos: 1_234_57 })).toBe(
      'Esta despesa ultrapassaria a rubrica 2 - Material de consumo do projeto FOM-2025 - Oficinas em R$ 0,01: restam R$ 1.234,56 (orçado R$ 10.000,00, já executado R$ 8.765,44, esta despesa R$ 1.234,57). Reduza o valor ou peça um remanejamento de outra rubrica para esta em Projetos › Remanejamentos › Solicitações; aprovado pelas alçadas, o orçamento muda.',
    );
  });

  it('a rubrica already over says nothing is left', () => {
    expect(estouroDaRubrica({ ...despesa, executadoCentavos: 10_500_00, valorCentavos: 1_00 })).toContain('restam R$ 0,00');
  });
});

describe('previsoesAcimaDoTotal', () => {
  it('names the rubricas whose months add up to more than their total', () => {
    const previsoes = [
      { rubricaId: 2, valorCentavos: 5_000_00 },
      { rubricaId: 2, valorCentavos: 5_000_01 },
      { rubricaId: 1, valorCentavos: 120_000_00 },
    ];
    expect(previsoesAcimaDoTotal(RUBRICAS, previsoes)).toEqual([{ rubrica: RUBRICAS[1], previstoCentavos: 10_000_01 }]);
  });
});
