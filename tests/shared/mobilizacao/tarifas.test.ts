import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataDaTarifa, despesasDeTarifas, movimentosPorDia, type TarifaDoRegistro } from '../../../src/shared/mobilizacao/tarifas.ts';

describe('the collection fees of a return grouped into expenses by credit date', () => {
  it('books one expense per date with the sum of its fees (two liquidations and an entry confirmation)', () => {
    const registros: TarifaDoRegistro[] = [
      { data: '2026-03-10', brutoCentavos: 5000, tarifaCentavos: 250 },
      { data: '2026-03-10', brutoCentavos: 12000, tarifaCentavos: 250 },
      { data: '2026-03-09', brutoCentavos: 0, tarifaCentavos: 90 },
      { data: '2026-03-09', brutoCentavos: 0, tarifaCentavos: 0 },
    ];
    expect(despesasDeTarifas(registros)).toEqual([
      { data: '2026-03-09', registros: 1, brutoCentavos: 0, tarifaCentavos: 90, liquidoCentavos: -90 },
      { data: '2026-03-10', registros: 2, brutoCentavos: 17000, tarifaCentavos: 500, liquidoCentavos: 16500 },
    ]);
  });

  it('books nothing for a file without fees', () => {
    expect(despesasDeTarifas([{ data: '2026-03-10', brutoCentavos: 5000, tarifaCentavos: 0 }])).toEqual([]);
    expect(despesasDeTarifas([])).toEqual([]);
  });

  it('refuses a negative or fractional amount instead of booking it', () => {
    expect(() => despesasDeTarifas([{ data: '2026-03-10', brutoCentavos: 5000, tarifaCentavos: -1 }])).toThrow(RangeError);
    expect(() => movimentosPorDia([{ data: '2026-03-10', brutoCentavos: 50.5, tarifaCentavos: 0 }])).toThrow(RangeError);
  });

  it('dates a fee on the credit, else the occurrence, else today, never after today', () => {
    expect(dataDaTarifa('2026-03-10', '2026-03-08', '2026-03-20')).toBe('2026-03-10');
    expect(dataDaTarifa(null, '2026-03-08', '2026-03-20')).toBe('2026-03-08');
    expect(dataDaTarifa(null, null, '2026-03-20')).toBe('2026-03-20');
    expect(dataDaTarifa('2026-03-25', '2026-03-19', '2026-03-20')).toBe('2026-03-20');
  });

  it('gross = net + fees in cents, per day and over the file, and no fee is lost or counted twice', () => {
    const registro = fc.record({
      data: fc.constantFrom('2026-03-09', '2026-03-10', '2026-03-11', '2026-04-01'),
      brutoCentavos: fc.integer({ min: 0, max: 10 ** 9 }),
      tarifaCentavos: fc.integer({ min: 0, max: 10 ** 6 }),
    });
    fc.assert(
      fc.property(fc.array(registro, { maxLength: 40 }), (registros) => {
        const soma = (xs: readonly { tarifaCentavos: number }[]) => xs.reduce((s, x) => s + x.tarifaCentavos, 0);
        const dias = movimentosPorDia(registros);
        for (const d of dias) expect(d.brutoCentavos).toBe(d.liquidoCentavos + d.tarifaCentavos);
        expect(dias.reduce((s, d) => s + d.brutoCentavos, 0)).toBe(registros.reduce((s, r) => s + r.brutoCentavos, 0));
        expect(dias.reduce((s, d) => s + d.registros, 0)).toBe(registros.length);
        const despesas = despesasDeTarifas(registros);
        expect(soma(despesas)).toBe(soma(registros));
        expect(new Set(despesas.map((d) => d.data)).size).toBe(despesas.length);
        expect(despesas.every((d) => d.tarifaCentavos > 0)).toBe(true);
      }),
    );
  });
});
