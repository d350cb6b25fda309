import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executarOrcamento, type Execucoes } from '../../../src/shared/orcamento/consolidacao.ts';
import { distribuirNoAno, type LinhaDoOrcamento } from '../../../src/shared/orcamento/distribuicao.ts';

const doze = (valor: number): number[] => Array(12).fill(valor);
const soma = (valores: readonly number[]) => valores.reduce((a, b) => a + b, 0);
const planejados = (e: Execucoes) => e.meses.map((m) => m.planejadoCentavos);
const realizadosDe = (e: Execucoes) => e.meses.map((m) => m.realizadoCentavos);

describe('executarOrcamento: a worked year', () => {
  // Category 1 (material) in two cost centres, category 2 (energia) in one.
  const plano: LinhaDoOrcamento[] = [
    { categoriaId: 1, centroDeCustoId: 10, mesesCentavos: doze(100_00) },
    { categoriaId: 1, centroDeCustoId: 20, mesesCentavos: distribuirNoAno(1_000_00) },
    { categoriaId: 2, centroDeCustoId: 10, mesesCentavos: [...doze(0).slice(0, 11), 600_00] },
  ];
  const execucao = executarOrcamento(plano, [
    { categoriaId: 1, centroDeCustoId: 10, mes: 1, valorCentavos: 80_00 },
    { categoriaId: 1, centroDeCustoId: 10, mes: 1, valorCentavos: 40_00 },
    { categoriaId: 1, centroDeCustoId: 20, mes: 3, valorCentavos: 83_33 },
    { categoriaId: 2, centroDeCustoId: 10, mes: 2, valorCentavos: 50_00 },
    // Outside the plan: category 3 was never budgeted.
    { categoriaId: 3, centroDeCustoId: 20, mes: 12, valorCentavos: 9_99 },
  ]);

  it('a line’s month: planned, realised, difference and percentage', () => {
    expect(execucao.linhas[0]!.meses[0]).toEqual({ planejadoCentavos: 100_00, realizadoCentavos: 120_00, diferencaCentavos: 20_00, percentual: 120 });
    expect(execucao.linhas[1]!.meses[2]).toEqual({ planejadoCentavos: 83_33, realizadoCentavos: 83_33, diferencaCentavos: 0, percentual: 100 });
  });

  it('a month with nothing planned has no percentage', () => {
    expect(execucao.linhas[2]!.meses[1]).toEqual({ planejadoCentavos: 0, realizadoCentavos: 50_00, diferencaCentavos: 50_00, percentual: null });
  });

  it('a line’s year', () => {
    expect(execucao.linhas[0]!.ano).toEqual({ planejadoCentavos: 1_200_00, realizadoCentavos: 120_00, diferencaCentavos: -1_080_00, percentual: 10 });
    expect(execucao.linhas[1]!.ano).toEqual({ planejadoCentavos: 1_000_00, realizadoCentavos: 83_33, diferencaCentavos: -916_67, percentual: 8.33 });
  });

  it('realised outside the plan shows on a line planned at zero, after the plan’s lines', () => {
    expect(execucao.linhas.map((l) => [l.categoriaId, l.centroDeCustoId])).toEqual([[1, 10], [1, 20], [2, 10], [3, 20]]);
    expect(execucao.linhas[3]!.ano).toEqual({ planejadoCentavos: 0, realizadoCentavos: 9_99, diferencaCentavos: 9_99, percentual: null });
  });

  it('a category rolls up its cost centres', () => {
    expect(execucao.categorias.map((c) => c.categoriaId)).toEqual([1, 2, 3]);
    const material = execucao.categorias[0]!;
    expect(material.meses[0]).toEqual({ planejadoCentavos: 183_33, realizadoCentavos: 120_00, diferencaCentavos: -63_33, percentual: 65.46 });
    expect(material.ano).toEqual({ planejadoCentavos: 2_200_00, realizadoCentavos: 203_33, diferencaCentavos: -1_996_67, percentual: 9.24 });
  });

  it('the total rolls up everything', () => {
    expect(execucao.total.ano).toEqual({ planejadoCentavos: 2_800_00, realizadoCentavos: 263_32, diferencaCentavos: -2_536_68, percentual: 9.4 });
    expect(execucao.total.meses[11]).toEqual({ planejadoCentavos: 100_00 + 83_37 + 600_00, realizadoCentavos: 9_99, diferencaCentavos: 9_99 - 783_37, percentual: 1.28 });
  });

  it('refuses a month that is not one and a plan line without twelve months', () => {
    expect(() => executarOrcamento([], [{ categoriaId: 1, centroDeCustoId: 1, mes: 13, valorCentavos: 1 }])).toThrow(RangeError);
    expect(() => executarOrcamento([{ categoriaId: 1, centroDeCustoId: 1, mesesCentavos: [1] }], [])).toThrow(RangeError);
  });
});

describe('executarOrcamento: properties', () => {
  const chave = { categoriaId: fc.integer({ min: 1, max: 4 }), centroDeCustoId: fc.integer({ min: 1, max: 3 }) };
  const valor = fc.integer({ min: 0, max: 1e11 });
  const entrada = fc.record({
    plano: fc.uniqueArray(fc.record({ ...chave, mesesCentavos: fc.array(valor, { minLength: 12, maxLength: 12 }) }), {
      maxLength: 12,
      selector: (l) => `${l.categoriaId}:${l.centroDeCustoId}`,
    }),
    realizados: fc.array(fc.record({ ...chave, mes: fc.integer({ min: 1, max: 12 }), valorCentavos: fc.integer({ min: -1e9, max: 1e11 }) }), { maxLength: 40 }),
  });

  it('the roll-up’s totals are the sums of the lines, every month and the year, and nothing is lost', () => {
    fc.assert(
      fc.property(entrada, ({ plano, realizados }) => {
        const { linhas, categorias, total } = executarOrcamento(plano, realizados);
        const somaPorMes = (grupos: Execucoes[], de: (e: Execucoes) => number[]) => Array.from({ length: 12 }, (_, i) => soma(grupos.map((g) => de(g)[i]!)));
        for (const de of [planejados, realizadosDe]) {
          expect(de(total)).toEqual(somaPorMes(linhas, de));
          expect(de(total)).toEqual(somaPorMes(categorias, de));
          for (const c of categorias) expect(de(c)).toEqual(somaPorMes(linhas.filter((l) => l.categoriaId === c.categoriaId), de));
        }
        expect(soma(realizadosDe(total))).toBe(soma(realizados.map((r) => r.valorCentavos)));
        expect(soma(planejados(total))).toBe(soma(plano.flatMap((l) => l.mesesCentavos)));
        for (const grupo of [...linhas, ...categorias, total]) {
          expect(grupo.ano.planejadoCentavos).toBe(soma(planejados(grupo)));
          expect(grupo.ano.realizadoCentavos).toBe(soma(realizadosDe(grupo)));
          expect(grupo.ano.diferencaCentavos).toBe(grupo.ano.realizadoCentavos - grupo.ano.planejadoCentavos);
        }
      }),
      { numRuns: 200 },
    );
  });
});
