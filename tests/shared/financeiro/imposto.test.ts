import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/shared/api/contract.ts';
import { problemasDoImposto, type ImpostoASalvar } from '../../../src/shared/financeiro/imposto.ts';

const CSRF = [
  { sigla: 'PIS', aliquota: 0.65 },
  { sigla: 'COFINS', aliquota: 3 },
  { sigla: 'CSLL', aliquota: 1 },
];
const federal = (extra: Partial<ImpostoASalvar> = {}): ImpostoASalvar => ({ esfera: 'FEDERAL', municipio: null, aliquota: 4.65, componentes: CSRF, ...extra });

describe('problemasDoImposto', () => {
  it.each<[string, ImpostoASalvar, FieldError[]]>([
    ['PIS/COFINS/CSLL: 0,65 + 3 + 1 = 4,65', federal(), []],
    ['a rate without components', federal({ aliquota: 1.5, componentes: [] }), []],
    ['a rate that is not the sum', federal({ aliquota: 4.6 }), [{ field: 'aliquota', message: 'A alíquota é a soma dos componentes: 4,65.' }]],
    [
      'sums of four decimals that floats would miss (0,1 + 0,2)',
      federal({ aliquota: 0.3, componentes: [{ sigla: 'A', aliquota: 0.1 }, { sigla: 'B', aliquota: 0.2 }] }),
      [],
    ],
    [
      'four decimals on each side',
      federal({ aliquota: 1.0001, componentes: [{ sigla: 'A', aliquota: 0.0001 }, { sigla: 'B', aliquota: 0.9999 }] }),
      [{ field: 'aliquota', message: 'A alíquota é a soma dos componentes: 1.' }],
    ],
    ['a component with five decimals is the decimals rule’s', federal({ aliquota: 4.65, componentes: [{ sigla: 'A', aliquota: 4.64999 }] }), []],
    ['an empty rate is the required rule’s', federal({ aliquota: null }), []],
    ['ISS names its municipality', { esfera: 'MUNICIPAL', municipio: 'São Paulo/SP', aliquota: 2, componentes: [] }, []],
    ['ISS without a municipality', { esfera: 'MUNICIPAL', municipio: '  ', aliquota: 2, componentes: [] }, [{ field: 'municipio', message: 'Preenchimento obrigatório.' }]],
    ['a federal tax needs no municipality', federal({ municipio: null }), []],
  ])('%s', (_caso, imposto, problemas) => {
    expect(problemasDoImposto(imposto)).toEqual(problemas);
  });
});
