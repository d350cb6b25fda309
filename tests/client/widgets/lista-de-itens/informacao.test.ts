import { describe, expect, it } from 'vitest';
import { textoDaInformacao } from '../../../../src/client/widgets/lista-de-itens/itens.ts';

// What a child row says of its read-only fields: a ticket's reply shows when and who, not the raw
// instant and "[object Object]".
describe('textoDaInformacao', () => {
  it.each([
    ['2026-03-05', 'date', '05/03/2026'],
    ['2026-03-05T14:07:00', 'date-time', '05/03/2026 14:07'],
    [{ id: 3, nome: 'Administrador' }, null, 'Administrador'],
    [{ id: 3 }, null, ''],
    [null, null, ''],
    ['Situação', null, 'Situação'],
    [12, null, '12'],
  ])('%j (%s) → %j', (valor, formato, texto) => {
    expect(textoDaInformacao(valor, formato)).toBe(texto);
  });
});
