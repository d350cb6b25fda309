import { describe, expect, it } from 'vitest';
import { regrasDosItens } from '../../../src/shared/engine/regras-dos-itens.ts';
import type { Model } from '../../../src/shared/engine/types.ts';
import { validateRecord } from '../../../src/shared/validation/index.ts';

const MODELO: Model = {
  $id: 'grade',
  title: 'Grade',
  type: 'object',
  $defs: { hora: { type: 'string', format: 'hora' } },
  properties: {
    nome: { type: 'string' },
    membros: { type: 'array', items: { 'x-ref': 'usuario' } },
    notas: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 10 } },
    horarios: {
      type: 'array',
      items: {
        type: 'object',
        required: ['dias', 'inicio'],
        properties: {
          id: { type: 'integer', readOnly: true, minimum: 1 },
          dias: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 6 } },
          inicio: { $ref: '#/$defs/hora' },
          fim: { type: 'string', format: 'hora', 'x-posteriorA': 'inicio' },
        },
      },
    },
    fixos: { type: 'array', readOnly: true, items: { type: 'integer', maximum: 1 } },
  },
};

describe('regrasDosItens', () => {
  it("gives each item of a record's lists its rules, by the item's path", () => {
    const registro = { notas: [3, 11], horarios: [{ id: 0, dias: [1], inicio: '08:00', fim: '09:00' }, { inicio: '10:00', fim: '09:00' }], fixos: [5] };
    expect(regrasDosItens(MODELO, registro)).toEqual({
      'notas.0': [{ rule: 'min', value: 0 }, { rule: 'max', value: 10 }],
      'notas.1': [{ rule: 'min', value: 0 }, { rule: 'max', value: 10 }],
      'horarios.0.dias': [{ rule: 'required' }],
      'horarios.0.dias.0': [{ rule: 'min', value: 0 }, { rule: 'max', value: 6 }],
      'horarios.0.inicio': [{ rule: 'required' }, { rule: 'hora' }],
      'horarios.0.fim': [{ rule: 'hora' }, { rule: 'horaPosterior', value: '08:00' }],
      'horarios.1.dias': [{ rule: 'required' }],
      'horarios.1.inicio': [{ rule: 'required' }, { rule: 'hora' }],
      'horarios.1.fim': [{ rule: 'hora' }, { rule: 'horaPosterior', value: '10:00' }],
    });
  });

  it('yields the pt-BR messages of each failing item through validateRecord', () => {
    const registro = { horarios: [{ dias: [], inicio: '7:00' }, { dias: [9], inicio: '10:00', fim: '10:00' }] };
    expect(validateRecord(registro, regrasDosItens(MODELO, registro))).toEqual([
      { field: 'horarios.0.dias', message: 'Preenchimento obrigatório.' },
      { field: 'horarios.0.inicio', message: 'Hora inválida.' },
      { field: 'horarios.1.dias.0', message: 'O valor deve ser menor ou igual a 6.' },
      { field: 'horarios.1.fim', message: 'A hora deve ser posterior a 10:00.' },
    ]);
  });

  it('has nothing to check in a record without lists, or with lists that are not arrays', () => {
    expect(regrasDosItens(MODELO, { nome: 'x' })).toEqual({});
    expect(regrasDosItens(MODELO, { horarios: 'todos', membros: [1, 2] })).toEqual({});
    expect(regrasDosItens(MODELO, null)).toEqual({});
  });
});
