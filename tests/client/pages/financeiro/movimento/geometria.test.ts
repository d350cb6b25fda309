import { describe, expect, it } from 'vitest';
import type { FaixaDoFluxoDeCaixa } from '../../../../../src/shared/api/movimento.ts';
import { ALTURA, MARGEM, geometria } from '../../../../../src/client/pages/financeiro/movimento/geometria.ts';
import { nomeDaFaixa, totaisDasFaixas } from '../../../../../src/client/pages/financeiro/movimento/faixas.ts';

// The cash-flow chart's geometry and the table's names and totals.

const faixa = (chave: string, valores: Partial<FaixaDoFluxoDeCaixa>): FaixaDoFluxoDeCaixa => ({
  chave,
  inicio: `${chave}-01`,
  fim: `${chave}-28`,
  realizadoEntradas: 0,
  realizadoSaidas: 0,
  previstoEntradas: 0,
  previstoSaidas: 0,
  resultado: 0,
  saldo: 0,
  ...valores,
});

const FAIXAS = [
  faixa('2025-01', { realizadoEntradas: 300, previstoEntradas: 100, realizadoSaidas: 200, saldo: 100_200 }),
  faixa('2025-02', { realizadoSaidas: 400, previstoSaidas: 100, saldo: 99_700 }),
];

describe('the cash-flow chart', () => {
  it('puts what comes in above zero and what goes out below, on the bars\' own scale', () => {
    const g = geometria(FAIXAS, (f) => f.chave);
    expect([g.barrasMaximo, g.barrasMinimo]).toEqual([400, -500]);
    const porTipo = Object.fromEntries(g.barras.filter((b) => b.x < MARGEM.esquerda + 60).map((b) => [b.tipo, b]));
    expect(porTipo['realizadoEntradas']!.y + porTipo['realizadoEntradas']!.altura).toBeCloseTo(g.zero);
    expect(porTipo['previstoEntradas']!.y + porTipo['previstoEntradas']!.altura).toBeCloseTo(porTipo['realizadoEntradas']!.y);
    expect(porTipo['realizadoSaidas']!.y).toBeCloseTo(g.zero);
    // In 400 above zero and out 500 below share the plot's height in that proportion.
    expect((g.zero - MARGEM.topo) / (ALTURA - MARGEM.base - g.zero)).toBeCloseTo(400 / 500);
  });

  it('draws the balance line on a scale of its own, from the plot\'s top to its bottom', () => {
    const g = geometria(FAIXAS, (f) => f.chave);
    const ys = g.linha.split(' ').map((p) => Number(p.split(',')[1]));
    expect(ys).toEqual([MARGEM.topo, ALTURA - MARGEM.base]);
    expect([g.saldoMaximo, g.saldoMinimo]).toEqual([100_200, 99_700]);
  });

  it('labels at most about twelve buckets', () => {
    const dias = Array.from({ length: 366 }, (_, i) => faixa(`d${i}`, {}));
    expect(geometria(dias, (f) => f.chave).rotulos.length).toBeLessThanOrEqual(13);
  });
});

describe('the cash-flow table', () => {
  it('names a month as 03/2025 and a week or a day by its first day', () => {
    expect(nomeDaFaixa(faixa('2025-03', {}), 'MES')).toBe('03/2025');
    expect(nomeDaFaixa({ ...faixa('2025-W10', {}), inicio: '2025-03-03' }, 'SEMANA')).toBe('03/03');
  });

  it('totals each column to the cent', () => {
    const muitas = Array.from({ length: 10 }, (_, i) => faixa(`k${i}`, { realizadoEntradas: 0.1, resultado: -0.07 }));
    expect(totaisDasFaixas(muitas)).toMatchObject({ realizadoEntradas: 1, resultado: -0.7 });
  });
});
