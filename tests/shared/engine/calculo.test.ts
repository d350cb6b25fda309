import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avaliarCalculo, calcularCampos, valoresNoCaminho } from '../../../src/shared/engine/calculo.ts';
import type { Calculo, Model } from '../../../src/shared/engine/types.ts';

// Computed fields: one function on both sides (the form live, the server on save).

const TITULO: Model = {
  $id: 'titulo',
  title: 'Título',
  type: 'object',
  properties: {
    id: { type: 'integer', readOnly: true },
    emissao: { type: 'string', format: 'date' },
    prazoMeses: { type: 'integer' },
    parcelas: { type: 'array', items: { type: 'object', properties: { valor: { type: 'number', 'x-tipo': 'money' } } } },
    pago: { type: 'number', 'x-tipo': 'money' },
    // Declared before the total it reads: the order of work follows the dependencies.
    saldo: { type: 'number', 'x-tipo': 'money', 'x-calculo': { diferenca: ['total', 'pago'] } },
    total: { type: 'number', 'x-tipo': 'money', 'x-calculo': { soma: 'parcelas.valor' } },
    vencimentoFinal: { type: 'string', format: 'date', 'x-calculo': { dataMaisMeses: ['emissao', 'prazoMeses'] } },
  },
};

describe('valoresNoCaminho', () => {
  it.each<[unknown, string, unknown[]]>([
    [{ a: 1 }, 'a', [1]],
    [{ a: { b: 2 } }, 'a.b', [2]],
    [{ l: [{ v: 1 }, { v: 2 }, {}] }, 'l.v', [1, 2]],
    [{ l: [{ m: [{ v: 1 }, { v: 2 }] }, { m: [{ v: 3 }] }] }, 'l.m.v', [1, 2, 3]],
    [{ l: [] }, 'l.v', []],
    [{}, 'l.v', []],
    [null, 'l.v', []],
    [{}, '__proto__.v', []],
  ])('%j at %s → %j', (registro, caminho, valores) => {
    expect(valoresNoCaminho(registro, caminho)).toEqual(valores);
  });
});

describe('avaliarCalculo', () => {
  it.each<[string, Calculo, unknown, number | string | null]>([
    ['a sum to the cent', { soma: 'parcelas.valor' }, { parcelas: [{ valor: 0.1 }, { valor: 0.2 }, { valor: 100.7 }] }, 101],
    ['a sum of no items', { soma: 'parcelas.valor' }, { parcelas: [] }, 0],
    ['a sum without the list', { soma: 'parcelas.valor' }, {}, 0],
    ['items without a number count as nothing', { soma: 'parcelas.valor' }, { parcelas: [{ valor: 10 }, { valor: null }, { valor: '5' }, {}] }, 10],
    ['a difference', { diferenca: ['total', 'pago'] }, { total: 1000, pago: 333.33 }, 666.67],
    ['a negative difference', { diferenca: ['total', 'pago'] }, { total: 10, pago: 10.01 }, -0.01],
    ['a difference missing an operand', { diferenca: ['total', 'pago'] }, { total: 10 }, null],
    ['a difference of text', { diferenca: ['total', 'pago'] }, { total: '10', pago: 1 }, null],
    ['a date plus months clamped to the month end', { dataMaisMeses: ['emissao', 'prazoMeses'] }, { emissao: '2025-01-31', prazoMeses: 1 }, '2025-02-28'],
    ['in a leap year', { dataMaisMeses: ['emissao', 'prazoMeses'] }, { emissao: '2024-01-31T00:00:00', prazoMeses: 1 }, '2024-02-29'],
    ['a date without months', { dataMaisMeses: ['emissao', 'prazoMeses'] }, { emissao: '2024-01-31' }, null],
    ['no date', { dataMaisMeses: ['emissao', 'prazoMeses'] }, { prazoMeses: 2 }, null],
  ])('%s', (_caso, calculo, registro, esperado) => {
    expect(avaliarCalculo(calculo, registro)).toBe(esperado);
  });
});

describe('calcularCampos', () => {
  it('works every computed field out, each after those it reads, over what the client sent', () => {
    const registro = { emissao: '2025-01-31', prazoMeses: 13, parcelas: [{ valor: 250.1 }, { valor: 249.9 }], pago: 100.05, total: 1, saldo: 999999 };
    expect(calcularCampos(TITULO, registro)).toEqual({ ...registro, total: 500, saldo: 399.95, vencimentoFinal: '2026-02-28' });
  });

  it('hands back the same object when nothing changes, and leaves the input alone', () => {
    const registro = { parcelas: [], total: 0, saldo: null, vencimentoFinal: null };
    expect(calcularCampos(TITULO, registro)).toBe(registro);
    const outro = { parcelas: [{ valor: 1 }] };
    calcularCampos(TITULO, outro);
    expect(outro).toEqual({ parcelas: [{ valor: 1 }] });
  });

  it('sums the installments to the cent, whatever they are', () => {
    const centavos = fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 120 });
    fc.assert(
      fc.property(centavos, (lista) => {
        const parcelas = lista.map((c) => ({ valor: c / 100 }));
        const somaDasLinhas = lista.reduce((soma, c) => soma + c, 0) / 100;
        const { total, saldo } = calcularCampos(TITULO, { parcelas, pago: 0 });
        expect(total).toBe(somaDasLinhas);
        expect(saldo).toBe(somaDasLinhas);
      }),
    );
  });
});
