import { describe, expect, it } from 'vitest';
import type { ImpostoDaRetencao } from '../../../../src/shared/financeiro/retencoes.ts';
import { esquemaSemCalculados, itensCalculados, partesRetidas } from '../../../../src/client/widgets/retencoes/calculo.ts';

// The form's retenções as the user types: each row's rate and amount from its tax, the base left
// empty standing for the título's value; the list kept as it is when nothing changed (so the
// widget's effect settles).

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
const IMPOSTOS = new Map([[7, CSRF]]);

describe('itensCalculados', () => {
  it('withholds 46,50 of the título\'s R$ 1.000,00 when the base is empty, and nothing of R$ 200,00', () => {
    expect(itensCalculados([{ imposto: { id: 7, sigla: 'PIS/COFINS/CSLL' } }], 1000, IMPOSTOS)).toEqual([{ imposto: { id: 7, sigla: 'PIS/COFINS/CSLL' }, aliquota: 4.65, valor: 46.5 }]);
    expect(itensCalculados([{ imposto: 7 }], 200, IMPOSTOS)).toEqual([{ imposto: 7, aliquota: 4.65, valor: 0 }]);
  });

  it('takes the row\'s own base over the título\'s value', () => {
    expect(itensCalculados([{ imposto: 7, base: 3000 }], 1000, IMPOSTOS)[0]).toMatchObject({ valor: 139.5 });
  });

  it('keeps the same list when every row is worked out already, and leaves a row without a known tax blank', () => {
    const calculados = [{ imposto: 7, aliquota: 4.65, valor: 46.5 }];
    expect(itensCalculados(calculados, 1000, IMPOSTOS)).toBe(calculados);
    expect(itensCalculados([{ imposto: 8 }], 1000, IMPOSTOS)).toEqual([{ imposto: 8, aliquota: null, valor: null }]);
  });
});

describe('partesRetidas', () => {
  it('splits the 46,50 of R$ 1.000,00 into PIS 6,50 + COFINS 30,00 + CSLL 10,00, and shows none when nothing is withheld', () => {
    expect(partesRetidas({ imposto: 7 }, 1000, IMPOSTOS)).toEqual([
      { sigla: 'PIS', valor: 6.5 },
      { sigla: 'COFINS', valor: 30 },
      { sigla: 'CSLL', valor: 10 },
    ]);
    expect(partesRetidas({ imposto: 7 }, 200, IMPOSTOS)).toEqual([]);
  });
});

describe('esquemaSemCalculados', () => {
  it('makes the fields the server works out read only, so the list shows only tax and base to type', () => {
    const esquema = esquemaSemCalculados({ type: 'object', properties: { imposto: { 'x-ref': 'imposto' }, base: { type: 'number' }, valor: { type: 'number' }, situacao: { type: 'string' } } });
    expect(Object.entries(esquema.properties ?? {}).filter(([, p]) => p.readOnly !== true).map(([nome]) => nome)).toEqual(['imposto', 'base']);
  });
});
