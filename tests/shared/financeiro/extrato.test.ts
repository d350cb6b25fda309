import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataDoNumero, numeroDoDia } from '../../../src/shared/calendario/index.ts';
import { extrato, extratoDoPeriodo } from '../../../src/shared/financeiro/extrato.ts';

describe('extrato', () => {
  it('sorts by date, keeps same-day order, and runs the balance from the opening one', () => {
    const r = extrato(1_000_00, [
      { id: 3, data: '2025-03-10', valorCentavos: -250_00 },
      { id: 1, data: '2025-03-02', valorCentavos: 500_00 },
      { id: 2, data: '2025-03-10', valorCentavos: 33_34 },
    ]);
    expect(r.linhas).toEqual([
      { id: 1, data: '2025-03-02', valorCentavos: 500_00, saldoCentavos: 1_500_00 },
      { id: 3, data: '2025-03-10', valorCentavos: -250_00, saldoCentavos: 1_250_00 },
      { id: 2, data: '2025-03-10', valorCentavos: 33_34, saldoCentavos: 1_283_34 },
    ]);
    expect(r).toMatchObject({ saldoInicialCentavos: 1_000_00, entradasCentavos: 533_34, saidasCentavos: 250_00, saldoFinalCentavos: 1_283_34 });
  });

  it('no movements: the closing balance is the opening one', () => {
    expect(extrato(-12_00, [])).toEqual({ saldoInicialCentavos: -12_00, linhas: [], entradasCentavos: 0, saidasCentavos: 0, saldoFinalCentavos: -12_00 });
  });

  it('a period: what came before is in the opening balance, what came after is left out', () => {
    const r = extratoDoPeriodo(100_00, [
      { data: '2025-02-28', valorCentavos: 50_00 },
      { data: '2025-03-01', valorCentavos: -20_00 },
      { data: '2025-03-31', valorCentavos: 5_00 },
      { data: '2025-04-01', valorCentavos: 1_000_00 },
    ], { inicio: '2025-03-01', fim: '2025-03-31' });
    expect(r.saldoInicialCentavos).toBe(150_00);
    expect(r.linhas.map((l) => l.saldoCentavos)).toEqual([130_00, 135_00]);
    expect(r.saldoFinalCentavos).toBe(135_00);
  });
});

const data = fc.integer({ min: numeroDoDia('2024-01-01'), max: numeroDoDia('2025-12-31') }).map(dataDoNumero);
const movimento = fc.record({ data, valorCentavos: fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }) });
const centavos = fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 });

describe('extrato: the balance never drifts', () => {
  it('closing = opening + the movements; each line = the one before + its amount; in − out = the movements; dates in order', () => {
    fc.assert(
      fc.property(centavos, fc.array(movimento, { maxLength: 200 }), (inicial, movimentos) => {
        const r = extrato(inicial, movimentos);
        const soma = movimentos.reduce((s, m) => s + m.valorCentavos, 0);
        expect(r.saldoFinalCentavos).toBe(inicial + soma);
        expect(r.entradasCentavos - r.saidasCentavos).toBe(soma);
        expect(r.linhas).toHaveLength(movimentos.length);
        r.linhas.forEach((linha, i) => {
          const anterior = i === 0 ? inicial : r.linhas[i - 1]!.saldoCentavos;
          expect(linha.saldoCentavos).toBe(anterior + linha.valorCentavos);
          if (i > 0) expect(linha.data >= r.linhas[i - 1]!.data).toBe(true);
        });
      }),
    );
  });

  it('a period’s closing balance is the opening one plus everything up to its end', () => {
    fc.assert(
      fc.property(centavos, fc.array(movimento, { maxLength: 200 }), data, data, (inicial, movimentos, a, b) => {
        const [inicio, fim] = a <= b ? [a, b] : [b, a];
        const r = extratoDoPeriodo(inicial, movimentos, { inicio, fim });
        expect(r.saldoFinalCentavos).toBe(inicial + movimentos.filter((m) => m.data <= fim).reduce((s, m) => s + m.valorCentavos, 0));
      }),
    );
  });
});
