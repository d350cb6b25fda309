import type { ModelProperty } from '../../../../src/shared/engine/types.ts';

/** A line to receive, as a receipt's table shows it: the item and what was ordered read only, what arrives now typed. */
export const LINHA_A_RECEBER: ModelProperty = {
  type: 'object',
  properties: {
    linha: { type: 'integer', readOnly: true },
    item: { type: 'string', title: 'Item', readOnly: true },
    pedida: { type: 'number', title: 'Pedido', readOnly: true },
    quantidade: { type: ['number', 'null'], title: 'Receber agora', minimum: 0 },
  },
};
