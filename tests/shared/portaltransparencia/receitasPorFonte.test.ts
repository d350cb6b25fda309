import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agruparPorFonte, fonteDe, FONTES, type Recebimento } from '../../../src/shared/portaltransparencia/receitasPorFonte.ts';

// Issue 21: the amounts received by source are computed from finance, never typed: public
// partnerships, donations of people and of companies, and the institution's other revenue.

const recebido = (valorCentavos: number, extra: Partial<Recebimento> = {}): Recebimento => ({ valorCentavos, doador: null, parceriaPublica: false, ...extra });

describe('fonteDe', () => {
  it('reads a donation by its donor, even when it went to a partnership project', () => {
    expect(fonteDe(recebido(1, { doador: 'PESSOA' }))).toBe('DOACOES_PESSOAS');
    expect(fonteDe(recebido(1, { doador: 'EMPRESA', parceriaPublica: true }))).toBe('DOACOES_EMPRESAS');
  });

  it('reads a receivable of a public partnership project as public money, and the rest as own revenue', () => {
    expect(fonteDe(recebido(1, { parceriaPublica: true }))).toBe('PARCERIAS_PUBLICAS');
    expect(fonteDe(recebido(1))).toBe('OUTRAS_RECEITAS');
  });
});

describe('agruparPorFonte', () => {
  it('sums a year of the demo institution to the cent, every source shown in a fixed order', () => {
    // Two instalments of the municipal partnership, a monthly gift of R$ 30 twice, a company's
    // gift of R$ 5.000,00 and a bazaar's takings of R$ 812,35.
    const resultado = agruparPorFonte([
      recebido(10_500_000, { parceriaPublica: true }),
      recebido(10_500_000, { parceriaPublica: true }),
      recebido(3_000, { doador: 'PESSOA' }),
      recebido(3_000, { doador: 'PESSOA' }),
      recebido(500_000, { doador: 'EMPRESA' }),
      recebido(81_235),
    ]);
    expect(resultado).toEqual({
      linhas: [
        { fonte: 'PARCERIAS_PUBLICAS', valorCentavos: 21_000_000 },
        { fonte: 'DOACOES_PESSOAS', valorCentavos: 6_000 },
        { fonte: 'DOACOES_EMPRESAS', valorCentavos: 500_000 },
        { fonte: 'OUTRAS_RECEITAS', valorCentavos: 81_235 },
      ],
      totalCentavos: 21_587_235,
    });
  });

  it('shows every source at zero when nothing was received', () => {
    expect(agruparPorFonte([])).toEqual({ linhas: FONTES.map((fonte) => ({ fonte, valorCentavos: 0 })), totalCentavos: 0 });
  });

  it('never loses a cent: the sources add up to everything received', () => {
    const recebimento = fc.record({
      valorCentavos: fc.integer({ min: 1, max: 99_999_999_999 }),
      doador: fc.constantFrom('PESSOA' as const, 'EMPRESA' as const, null),
      parceriaPublica: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(recebimento, { maxLength: 60 }), (recebimentos) => {
        const { linhas, totalCentavos } = agruparPorFonte(recebimentos);
        const recebidoAoTodo = recebimentos.reduce((soma, r) => soma + r.valorCentavos, 0);
        expect(totalCentavos).toBe(recebidoAoTodo);
        expect(linhas.reduce((soma, l) => soma + l.valorCentavos, 0)).toBe(recebidoAoTodo);
        expect(linhas.every((l) => Number.isSafeInteger(l.valorCentavos))).toBe(true);
      }),
    );
  });
});
