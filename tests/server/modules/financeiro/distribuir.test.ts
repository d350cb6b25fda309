import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distribuirPagamento } from '../../../../src/server/modules/financeiro/titulos/distribuir.ts';

// A payment without an installment pays the open ones in order: R$ 50,00 of 33,33 + 33,33 +
// 33,34 is 33,33 of the first and 16,67 of the second; whatever the amounts, the parts add up to
// the payment, to the cent, and none passes what is open of its installment.

describe('distribuirPagamento', () => {
  it('pays the installments in order, each up to what is open of it', () => {
    const parcelas = [
      { numero: 2, abertoCentavos: 3333 },
      { numero: 1, abertoCentavos: 3333 },
      { numero: 3, abertoCentavos: 3334 },
    ];
    expect(distribuirPagamento(parcelas, 5000)).toEqual([
      { parcela: 1, centavos: 3333 },
      { parcela: 2, centavos: 1667 },
    ]);
    expect(distribuirPagamento([{ numero: 1, abertoCentavos: 0 }, { numero: 2, abertoCentavos: 100 }], 100)).toEqual([{ parcela: 2, centavos: 100 }]);
  });

  it('adds up to the payment, to the cent, and never passes an installment’s balance', () => {
    const abertos = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 36 });
    fc.assert(
      fc.property(abertos, fc.double({ min: 0, max: 1, noNaN: true }), (lista, fracao) => {
        const parcelas = lista.map((abertoCentavos, i) => ({ numero: i + 1, abertoCentavos }));
        const total = lista.reduce((s, v) => s + v, 0);
        const pagamento = Math.floor(total * fracao);
        const partes = distribuirPagamento(parcelas, pagamento);
        expect(partes.reduce((s, p) => s + p.centavos, 0)).toBe(pagamento);
        for (const p of partes) expect(p.centavos).toBeLessThanOrEqual(parcelas[p.parcela - 1]?.abertoCentavos ?? 0);
        expect(partes.map((p) => p.parcela)).toEqual([...partes.map((p) => p.parcela)].sort((a, b) => a - b));
      }),
    );
  });
});
