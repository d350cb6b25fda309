import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultadoDaBaixa } from '../../../src/shared/patrimonio/baixa.ts';
import { acumuladaAte, cronograma, valorContabilEm, type RegraDeDepreciacao } from '../../../src/shared/patrimonio/depreciacao.ts';
import { GRUPOS_PADRAO } from '../../../src/shared/patrimonio/grupos.ts';
import { MENSAGENS_DO_PATRIMONIO as M } from '../../../src/shared/patrimonio/mensagens.ts';
import { conferirRegra } from '../../../src/shared/patrimonio/regra.ts';

const regra = (valorCentavos: number, vidaUtilMeses: number, extra: Partial<RegraDeDepreciacao> = {}): RegraDeDepreciacao => ({
  valorCentavos,
  residualCentavos: 0,
  vidaUtilMeses,
  inicioUso: '2025-03-15',
  ...extra,
});

describe('the depreciation schedule (issue 19 worked cases)', () => {
  it('R$ 6.000,00 over 60 months from 15/03/2025: 60 quotas of R$ 100,00, R$ 1.000,00 accumulated at 31/12/2025', () => {
    const r = regra(600_000, 60);
    const quotas = cronograma(r);
    expect(quotas).toHaveLength(60);
    expect(quotas.every((q) => q.valorCentavos === 10_000)).toBe(true);
    expect(quotas[0]!.competencia).toBe('2025-03');
    expect(quotas[59]!.competencia).toBe('2030-02');
    expect(acumuladaAte(r, '2025-12')).toBe(100_000);
    expect(acumuladaAte(r, '2025-02')).toBe(0);
    expect(valorContabilEm(r, '2025-12')).toBe(500_000);
  });

  it('R$ 1.000,00 over 120 months: 119 × 8,33 and a last 8,73', () => {
    const quotas = cronograma(regra(100_000, 120));
    expect(quotas).toHaveLength(120);
    expect(quotas.slice(0, 119).every((q) => q.valorCentavos === 833)).toBe(true);
    expect(quotas[119]!.valorCentavos).toBe(873);
  });

  it('R$ 80.000,00 with residual R$ 20.000,00 over 60 months: R$ 1.000,00 a month and never below the residual', () => {
    const r = regra(8_000_000, 60, { residualCentavos: 2_000_000 });
    const quotas = cronograma(r);
    expect(quotas.every((q) => q.valorCentavos === 100_000)).toBe(true);
    expect(valorContabilEm(r, '2040-01')).toBe(2_000_000);
  });

  it('R$ 6.000,00 over 60 months with R$ 1.800,00 accumulated continues with 42 quotas of R$ 100,00', () => {
    const r = regra(600_000, 60, { acumuladaCentavos: 180_000, inicioUso: '2024-01-10' });
    const quotas = cronograma(r);
    expect(quotas).toHaveLength(42);
    expect(quotas.every((q) => q.valorCentavos === 10_000)).toBe(true);
    // 18 months (Jan 2024 to Jun 2025) are behind it.
    expect(quotas[0]!.competencia).toBe('2025-07');
    expect(acumuladaAte(r, '2025-06')).toBe(180_000);
  });

  it('nothing is left to depreciate when the accumulated amount reaches value − residual', () => {
    expect(cronograma(regra(600_000, 60, { acumuladaCentavos: 600_000 }))).toEqual([]);
    expect(cronograma(regra(600_000, 60, { residualCentavos: 600_000 }))).toEqual([]);
  });

  it('an amount smaller than the months puts it all on the last quota', () => {
    const quotas = cronograma(regra(50, 60));
    expect(quotas.slice(0, 59).every((q) => q.valorCentavos === 0)).toBe(true);
    expect(quotas[59]!.valorCentavos).toBe(50);
  });
});

const regras = fc
  .record({
    valor: fc.integer({ min: 1, max: 99_999_999_999 }),
    residualParte: fc.double({ min: 0, max: 1, noNaN: true }),
    acumuladaParte: fc.double({ min: 0, max: 1, noNaN: true }),
    vida: fc.integer({ min: 1, max: 1200 }),
    mes: fc.integer({ min: 0, max: 600 }),
  })
  .map(({ valor, residualParte, acumuladaParte, vida, mes }) => {
    const residual = Math.floor(valor * residualParte);
    const acumulada = Math.floor((valor - residual) * acumuladaParte);
    const ano = 2000 + Math.floor(mes / 12);
    const inicioUso = `${ano}-${String((mes % 12) + 1).padStart(2, '0')}-15`;
    return { valorCentavos: valor, residualCentavos: residual, acumuladaCentavos: acumulada, vidaUtilMeses: vida, inicioUso };
  });

describe('the schedule properties', () => {
  it('the quotas add up to value − residual − accumulated, none negative, none above the first but the last', () => {
    fc.assert(
      fc.property(regras, (r) => {
        const quotas = cronograma(r);
        const soma = quotas.reduce((s, q) => s + q.valorCentavos, 0);
        expect(soma).toBe(r.valorCentavos - r.residualCentavos - r.acumuladaCentavos);
        expect(quotas.every((q) => Number.isSafeInteger(q.valorCentavos) && q.valorCentavos >= 0)).toBe(true);
        expect(quotas.length).toBeLessThanOrEqual(r.vidaUtilMeses);
      }),
    );
  });

  it('the book value never falls below the residual, at any month', () => {
    fc.assert(
      fc.property(regras, fc.integer({ min: 0, max: 1300 }), (r, depois) => {
        const quotas = cronograma(r);
        const alvo = quotas[Math.min(depois, Math.max(0, quotas.length - 1))]?.competencia ?? '2100-01';
        expect(valorContabilEm(r, alvo)).toBeGreaterThanOrEqual(r.residualCentavos);
        expect(valorContabilEm(r, '2200-01')).toBe(r.residualCentavos);
      }),
    );
  });

  it('consecutive months, one quota each', () => {
    fc.assert(
      fc.property(regras, (r) => {
        const meses = cronograma(r).map((q) => q.competencia);
        expect(new Set(meses).size).toBe(meses.length);
        expect([...meses].sort()).toEqual(meses);
      }),
    );
  });
});

describe('the write-off', () => {
  const r = regra(600_000, 60);

  it('takes the depreciation through its month and leaves the book value against what came in', () => {
    // March to December 2025: 10 quotas; sold for R$ 4.500,00 against a book value of R$ 5.000,00.
    expect(resultadoDaBaixa(600_000, r, '2025-12-05', 450_000)).toEqual({ acumuladaCentavos: 100_000, valorContabilCentavos: 500_000, resultadoCentavos: -50_000 });
    expect(resultadoDaBaixa(600_000, r, '2025-12-05', 520_000).resultadoCentavos).toBe(20_000);
  });

  it('a donated or stolen asset loses its whole book value; land keeps its cost', () => {
    expect(resultadoDaBaixa(600_000, r, '2026-02-28', 0)).toEqual({ acumuladaCentavos: 120_000, valorContabilCentavos: 480_000, resultadoCentavos: -480_000 });
    expect(resultadoDaBaixa(30_000_000, null, '2026-02-28', 0).valorContabilCentavos).toBe(30_000_000);
  });
});

describe('the group defaults (RFB IN 1700/2017, Annex III)', () => {
  it('give each rate its life in months and never depreciate land', () => {
    const vida = Object.fromEntries(GRUPOS_PADRAO.map((g) => [g.codigo, g.vidaUtilMeses]));
    expect(vida).toEqual({ EDIF: 300, MAQ: 120, MOV: 120, VEIC: 60, INFO: 60, FERR: 60, TERR: 0 });
    expect(GRUPOS_PADRAO.find((g) => g.codigo === 'TERR')!.depreciavel).toBe(false);
  });
});

describe('the simulation input', () => {
  it('turns reais into cents and accepts an imported accumulated amount', () => {
    expect(conferirRegra({ valor: 6000, vidaUtilMeses: 60, inicioUso: '2025-03-15', depreciacaoAcumulada: 1800 })).toEqual({
      regra: { valorCentavos: 600_000, residualCentavos: 0, vidaUtilMeses: 60, inicioUso: '2025-03-15', acumuladaCentavos: 180_000 },
    });
  });

  it('names every bad field', () => {
    const r = conferirRegra({ valor: 10.001, valorResidual: -1, vidaUtilMeses: 0, inicioUso: '2025-02-30', depreciacaoAcumulada: 'x' });
    expect(r).toEqual({
      erros: [
        { field: 'valor', message: M.valorInvalido },
        { field: 'valorResidual', message: M.residualInvalido },
        { field: 'vidaUtilMeses', message: M.vidaInvalida },
        { field: 'inicioUso', message: M.inicioInvalido },
        { field: 'depreciacaoAcumulada', message: M.acumuladaInvalida },
      ],
    });
    expect(conferirRegra({ valor: 100, valorResidual: 20, vidaUtilMeses: 12, inicioUso: '2025-01-01', depreciacaoAcumulada: 90 })).toEqual({
      erros: [{ field: 'depreciacaoAcumulada', message: M.acumuladaInvalida }],
    });
  });
});
