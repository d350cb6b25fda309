import type { ModelProperty } from '../../../../src/shared/engine/types.ts';

/** The items of despesa.retencoes as the widget edits them: the tax and the base typed, the rest the server's. */
export const RETENCAO: ModelProperty = {
  type: 'object',
  title: 'Retenção',
  properties: {
    id: { type: 'integer', readOnly: true },
    base: { type: ['number', 'null'], title: 'Base de cálculo', 'x-tipo': 'money' },
    aliquota: { type: ['number', 'null'], title: 'Alíquota (%)' },
    valor: { type: ['number', 'null'], title: 'Valor retido', 'x-tipo': 'money' },
  },
};
