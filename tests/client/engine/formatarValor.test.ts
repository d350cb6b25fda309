import { describe, expect, it } from 'vitest';
import { formatarValor } from '../../../src/client/engine/celulas/formatarValor.ts';
import type { Apresentacao } from '../../../src/shared/engine/tela-resolvida.ts';

const texto = (diferencas: Partial<Apresentacao<string>> = {}) => ({
  widget: 'q-input',
  formato: null,
  mascara: null,
  opcoes: null,
  referencia: null,
  ...diferencas,
});
const exibir = (referencia: string, registro: { id: string | number; [k: string]: unknown }) => `${referencia}:${String(registro.nome)}`;

describe('formatarValor (cells as the form shows values)', () => {
  it.each([
    ['a date', '2024-03-05', texto({ formato: 'date' }), '05/03/2024'],
    ['a date with time', '2024-03-05T14:30:00', texto({ formato: 'date-time', widget: 'date-time-picker' }), '05/03/2024 14:30'],
    ['money', 1234.56, texto({ widget: 'money' }), '1.234,56'],
    ['negative money', -0.5, texto({ widget: 'money' }), '-0,50'],
    ['a number', 12345, texto({ widget: 'number' }), '12.345'],
    ['a code, as it is written', 1011, texto({ widget: 'codigo' }), '1011'],
    ['a number with fixed decimals (an average cost)', 5.386, texto({ widget: 'number', casasFixas: 4 }), '5,3860'],
    ['true', true, texto({ widget: 'q-checkbox' }), 'Sim'],
    ['false', false, texto({ widget: 'q-checkbox' }), 'Não'],
    ['an enum value by its label', 'ATIVA', texto({ opcoes: [{ valor: 'ATIVA', rotulo: 'Ativa' }] }), 'Ativa'],
    ['a CPF with its mask', '52998224725', texto({ mascara: 'cpf' }), '529.982.247-25'],
    ['a reference by its model', { id: 3, nome: 'Recife' }, texto({ referencia: 'cidade' }), 'cidade:Recife'],
    ['several references', [{ id: 1, nome: 'A' }, { id: 2, nome: 'B' }], texto({ referencia: 'grupo' }), 'grupo:A, grupo:B'],
    ['plain text', 'Olá', texto(), 'Olá'],
    ['nothing', null, texto({ formato: 'date' }), ''],
    ['an empty text', '', texto({ widget: 'money' }), ''],
  ])('shows %s', (_caso, valor, apresentacao, esperado) => {
    expect(formatarValor(valor, apresentacao, exibir)).toBe(esperado);
  });
});
