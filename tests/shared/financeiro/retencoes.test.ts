import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aplicarAliquota, reter, retencoes, type ImpostoDaRetencao } from '../../../src/shared/financeiro/retencoes.ts';

const CSRF: ImpostoDaRetencao = {
  sigla: 'PIS/COFINS/CSLL',
  aliquota: 4.65,
  componentes: [
    { sigla: 'PIS', aliquota: 0.65 },
    { sigla: 'COFINS', aliquota: 3 },
    { sigla: 'CSLL', aliquota: 1 },
  ],
  valorMinimoCentavos: 10_00,
};
const IRRF: ImpostoDaRetencao = { sigla: 'IRRF', aliquota: 1.5, componentes: null, valorMinimoCentavos: 10_00 };
const INSS: ImpostoDaRetencao = { sigla: 'INSS', aliquota: 11, componentes: null, valorMinimoCentavos: null };
const ISS: ImpostoDaRetencao = { sigla: 'ISS', aliquota: 2, componentes: [], valorMinimoCentavos: null };

describe('PIS/COFINS/CSLL (Lei 10.833/2003 art. 31 §3)', () => {
  it('R$ 200,00 → 9,30, R$ 10,00 or less, not withheld', () => {
    expect(reter(200_00, CSRF)).toEqual({
      sigla: 'PIS/COFINS/CSLL',
      retido: false,
      valorCentavos: 0,
      componentes: [
        { sigla: 'PIS', valorCentavos: 0 },
        { sigla: 'COFINS', valorCentavos: 0 },
        { sigla: 'CSLL', valorCentavos: 0 },
      ],
    });
  });

  it('R$ 1.000,00 → 46,50 withheld: 6,50 + 30,00 + 10,00', () => {
    expect(reter(1_000_00, CSRF)).toEqual({
      sigla: 'PIS/COFINS/CSLL',
      retido: true,
      valorCentavos: 46_50,
      componentes: [
        { sigla: 'PIS', valorCentavos: 6_50 },
        { sigla: 'COFINS', valorCentavos: 30_00 },
        { sigla: 'CSLL', valorCentavos: 10_00 },
      ],
    });
  });

  it('exactly R$ 10,00 is not withheld; a cent more is', () => {
    // 215,06: 1,39789 → 1,40 + 6,4518 → 6,45 + 2,1506 → 2,15 = 10,00. 215,39: 1,40 + 6,4617 → 6,46 + 2,15 = 10,01.
    expect(reter(215_06, CSRF)).toMatchObject({ retido: false, valorCentavos: 0 });
    expect(reter(215_39, CSRF)).toMatchObject({ retido: true, valorCentavos: 10_01 });
  });
});

describe('the rounding rule: each component to the nearest cent, half up, the tax their sum', () => {
  it.each([
    [100, 0.5, 1, '0,5 cent rounds up'],
    [100, 0.4999, 0, 'just under half a cent rounds down'],
    [333_33, 0.65, 2_17, '2,166645 → 2,17'],
    [333_33, 3, 10_00, '9,9999 → 10,00'],
    [1, 100, 1, '100% is the base'],
    [99_999_999_999_999, 99.9999, 99_999_899_999_999, 'the largest base at the largest rate stays exact'],
  ])('%i × %d%% = %i (%s)', (base, aliquota, valor) => {
    expect(aplicarAliquota(base, aliquota)).toBe(valor);
  });

  it('the tax is the sum of its rounded components, not the rate on the base', () => {
    // 0,5% of R$ 1,00 is half a cent, rounded up to 1 on each component; 1% of it is 1 cent.
    const metades: ImpostoDaRetencao = { sigla: 'X', aliquota: 1, componentes: [{ sigla: 'A', aliquota: 0.5 }, { sigla: 'B', aliquota: 0.5 }], valorMinimoCentavos: null };
    expect(reter(1_00, metades).valorCentavos).toBe(2);
    expect(aplicarAliquota(1_00, 1)).toBe(1);
  });

  it('a base that is not whole cents is a programming error', () => {
    expect(() => aplicarAliquota(10.5, 1)).toThrow(RangeError);
    expect(() => aplicarAliquota(-1, 1)).toThrow(RangeError);
  });
});

describe('retencoes: IRRF, PIS/COFINS/CSLL, INSS and ISS from their configured rate and minimum', () => {
  it('R$ 1.000,00: 15,00 + 46,50 + 110,00 + 20,00 withheld, 808,50 to the supplier', () => {
    const r = retencoes(1_000_00, [IRRF, CSRF, INSS, ISS]);
    expect(r.itens.map((i) => [i.sigla, i.retido, i.valorCentavos])).toEqual([
      ['IRRF', true, 15_00],
      ['PIS/COFINS/CSLL', true, 46_50],
      ['INSS', true, 110_00],
      ['ISS', true, 20_00],
    ]);
    expect(r.totalRetidoCentavos).toBe(191_50);
    expect(r.liquidoCentavos).toBe(808_50);
  });

  it('R$ 200,00: IRRF 3,00 and PIS/COFINS/CSLL 9,30 under their minimum, INSS and ISS withheld', () => {
    const r = retencoes(200_00, [IRRF, CSRF, INSS, ISS]);
    expect(r.itens.map((i) => [i.sigla, i.retido, i.valorCentavos])).toEqual([
      ['IRRF', false, 0],
      ['PIS/COFINS/CSLL', false, 0],
      ['INSS', true, 22_00],
      ['ISS', true, 4_00],
    ]);
    expect(r.liquidoCentavos).toBe(174_00);
  });

  it('a zero amount is not a retention, whatever the minimum', () => {
    expect(reter(0, ISS)).toMatchObject({ retido: false, valorCentavos: 0 });
  });

  it('property: withheld + net = base, each tax is the sum of its components, none at or under its minimum', () => {
    const imposto = fc.record({
      sigla: fc.constant('T'),
      aliquota: fc.constant(0),
      componentes: fc.array(fc.record({ sigla: fc.constant('C'), aliquota: fc.integer({ min: 0, max: 50_000 }).map((n) => n / 10_000) }), { maxLength: 3 }),
      valorMinimoCentavos: fc.option(fc.integer({ min: 0, max: 100_00 })),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), fc.array(imposto, { maxLength: 4 }), (base, impostos) => {
        const comAliquota = impostos.map((i) => ({ ...i, aliquota: i.componentes.reduce((s, c) => s + c.aliquota, 0) }));
        const r = retencoes(base, comAliquota);
        expect(r.totalRetidoCentavos + r.liquidoCentavos).toBe(base);
        r.itens.forEach((item, i) => {
          if (item.componentes.length > 0) expect(item.valorCentavos).toBe(item.componentes.reduce((s, c) => s + c.valorCentavos, 0));
          if (item.retido) expect(item.valorCentavos).toBeGreaterThan(comAliquota[i]!.valorMinimoCentavos ?? 0);
          else expect(item.valorCentavos).toBe(0);
        });
      }),
    );
  });
});
