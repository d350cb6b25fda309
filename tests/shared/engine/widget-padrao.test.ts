import { describe, expect, it } from 'vitest';
import type { ModelProperty } from '../../../src/shared/engine/types.ts';
import { mascaraPadrao, widgetPadrao, widgetPadraoNoFiltro } from '../../../src/shared/engine/widget-padrao.ts';

describe('widgetPadrao: the kind a model property gets by default', () => {
  it.each<[string, ModelProperty, string, string | null]>([
    ['plain string', { type: 'string' }, 'q-input', null],
    ['nullable string', { type: ['null', 'string'] }, 'q-input', null],
    ['no type at all', {}, 'q-input', null],
    ['string of 255', { type: 'string', maxLength: 255 }, 'q-input', null],
    ['string over 255', { type: 'string', maxLength: 256 }, 'textarea', null],
    ['cpf', { type: 'string', format: 'cpf' }, 'masked-input', 'cpf'],
    ['cnpj', { type: 'string', format: 'cnpj' }, 'masked-input', 'cnpj'],
    ['cpfOuCnpj', { type: 'string', format: 'cpfOuCnpj' }, 'masked-input', 'cpfOuCnpj'],
    ['telefone', { type: 'string', format: 'telefone' }, 'masked-input', 'telefone'],
    ['cep', { type: 'string', format: 'cep' }, 'masked-input', 'cep'],
    ['rg (no mask)', { type: 'string', format: 'rg' }, 'q-input', null],
    ['email', { type: 'string', format: 'email' }, 'q-input', null],
    ['date', { type: 'string', format: 'date' }, 'date-time-picker', null],
    ['date-time', { type: 'string', format: 'date-time' }, 'date-time-picker', null],
    ['boolean', { type: 'boolean' }, 'q-checkbox', null],
    ['integer', { type: 'integer' }, 'number', null],
    ['number', { type: 'number' }, 'number', null],
    ['money', { type: 'number', 'x-tipo': 'money' }, 'money', null],
    ['a code', { type: 'integer', 'x-tipo': 'codigo' }, 'codigo', null],
    ['photo', { type: 'object', 'x-tipo': 'foto' }, 'photo', null],
    ['attachments', { type: 'array', 'x-tipo': 'anexos' }, 'attachments', null],
    ['colour', { type: 'string', 'x-tipo': 'cor' }, 'colour', null],
    ['enum', { type: 'string', enum: ['A', 'B'] }, 'o-select', null],
    ['enum over boolean type', { type: 'boolean', enum: [true] }, 'o-select', null],
    ['reference to another model', { type: 'object', 'x-ref': 'cidade' }, 'q-autocomplete', null],
    ['reference wins over an enum', { 'x-ref': 'cidade', enum: [1, 2] }, 'q-autocomplete', null],
    ['time of day', { type: 'string', format: 'hora' }, 'q-input', null],
    ['list of objects', { type: 'array', items: { type: 'object', properties: { inicio: { type: 'string' } } } }, 'lista-de-itens', null],
  ])('%s → %s', (_caso, propriedade, widget, mascara) => {
    expect(widgetPadrao(propriedade)).toBe(widget);
    expect(mascaraPadrao(propriedade)).toBe(mascara);
  });
});

describe('widgetPadraoNoFiltro', () => {
  it.each<[ModelProperty, string]>([
    [{ type: 'string', maxLength: 1000 }, 'q-input'],
    [{ type: 'integer' }, 'q-input'],
    [{ type: 'number', 'x-tipo': 'money' }, 'q-input'],
    [{ type: 'integer', 'x-tipo': 'codigo' }, 'q-input'],
    [{ type: 'string', format: 'cpf' }, 'masked-input'],
    [{ type: 'string', format: 'date' }, 'date-time-picker'],
    [{ type: 'boolean' }, 'q-checkbox'],
    [{ type: 'object', 'x-tipo': 'foto' }, 'photo'],
  ])('%j → %s', (propriedade, widget) => {
    expect(widgetPadraoNoFiltro(propriedade)).toBe(widget);
  });
});
