import { describe, expect, it } from 'vitest';
import { avaliarCondicao, camposDaCondicao } from '../../../src/shared/engine/condicao.ts';
import type { Condicao } from '../../../src/shared/engine/types.ts';

const REGISTRO = {
  tipo: 'PF',
  idade: 30,
  ativo: true,
  nulo: null,
  vazio: '  ',
  lista: [],
  nascimento: '1990-05-20',
  pessoaFisica: { cpf: '529.982.247-25' },
};

describe('avaliarCondicao', () => {
  it.each<[Condicao, boolean]>([
    [{ field: 'tipo', op: 'eq', value: 'PF' }, true],
    [{ field: 'tipo', op: 'eq', value: 'PJ' }, false],
    [{ field: 'idade', op: 'eq', value: '30' }, false],
    [{ field: 'ativo', op: 'eq', value: true }, true],
    [{ field: 'ausente', op: 'eq', value: null }, true],
    [{ field: 'nulo', op: 'eq', value: null }, true],
    [{ field: 'pessoaFisica.cpf', op: 'eq', value: '529.982.247-25' }, true],
    [{ field: 'tipo', op: 'ne', value: 'PJ' }, true],
    [{ field: 'tipo', op: 'ne', value: 'PF' }, false],
    [{ field: 'ausente', op: 'ne', value: null }, false],
    [{ field: 'tipo', op: 'in', value: ['PF', 'PJ'] }, true],
    [{ field: 'tipo', op: 'in', value: ['PJ'] }, false],
    [{ field: 'ausente', op: 'in', value: [null] }, true],
    [{ field: 'tipo', op: 'notIn', value: ['PJ'] }, true],
    [{ field: 'tipo', op: 'notIn', value: ['PF', 'PJ'] }, false],
    [{ field: 'ausente', op: 'empty' }, true],
    [{ field: 'nulo', op: 'empty' }, true],
    [{ field: 'vazio', op: 'empty' }, true],
    [{ field: 'lista', op: 'empty' }, true],
    [{ field: 'tipo', op: 'empty' }, false],
    [{ field: 'ativo', op: 'empty' }, false],
    [{ field: 'tipo', op: 'notEmpty' }, true],
    [{ field: 'vazio', op: 'notEmpty' }, false],
    [{ field: 'idade', op: 'gt', value: 29 }, true],
    [{ field: 'idade', op: 'gt', value: 30 }, false],
    [{ field: 'idade', op: 'gte', value: 30 }, true],
    [{ field: 'idade', op: 'gte', value: 31 }, false],
    [{ field: 'idade', op: 'lt', value: 31 }, true],
    [{ field: 'idade', op: 'lt', value: 30 }, false],
    [{ field: 'idade', op: 'lte', value: 30 }, true],
    [{ field: 'idade', op: 'lte', value: 29 }, false],
    [{ field: 'nascimento', op: 'lt', value: '2000-01-01' }, true],
    [{ field: 'nascimento', op: 'gte', value: '1990-05-21' }, false],
    [{ field: 'idade', op: 'gt', value: '29' }, false],
    [{ field: 'idade', op: 'lte', value: '99' }, false],
    [{ field: 'ausente', op: 'lt', value: 5 }, false],
    [{ field: 'ausente', op: 'gte', value: 5 }, false],
  ])('%j is %s', (condicao, esperado) => {
    expect(avaliarCondicao(condicao, REGISTRO)).toBe(esperado);
  });

  const PF: Condicao = { field: 'tipo', op: 'eq', value: 'PF' };
  const PJ: Condicao = { field: 'tipo', op: 'eq', value: 'PJ' };
  const ADULTO: Condicao = { field: 'idade', op: 'gte', value: 18 };
  const INATIVO: Condicao = { field: 'ativo', op: 'eq', value: false };

  it.each<[string, Condicao, boolean]>([
    ['todas: every one holds', { todas: [PF, ADULTO] }, true],
    ['todas: one fails', { todas: [PF, INATIVO] }, false],
    ['todas of one', { todas: [PJ] }, false],
    ['alguma: one holds', { alguma: [PJ, ADULTO] }, true],
    ['alguma: none holds', { alguma: [PJ, INATIVO] }, false],
    ['alguma of one', { alguma: [PF] }, true],
    ['empty todas holds, empty alguma does not', { todas: [{ todas: [] }, { alguma: [{ alguma: [] }, PF] }] }, true],
    ['an and of ors', { todas: [{ alguma: [PJ, PF] }, { alguma: [INATIVO, ADULTO] }] }, true],
    ['an and of ors, one or failing', { todas: [{ alguma: [PJ, PF] }, { alguma: [INATIVO, { field: 'idade', op: 'lt', value: 18 }] }] }, false],
    ['an or of ands', { alguma: [{ todas: [PJ, ADULTO] }, { todas: [PF, { field: 'pessoaFisica.cpf', op: 'notEmpty' }] }] }, true],
    ['an or of ands, none whole', { alguma: [{ todas: [PJ, ADULTO] }, { todas: [PF, INATIVO] }] }, false],
    ['three levels deep', { todas: [{ alguma: [{ todas: [PF, ADULTO] }, PJ] }, { field: 'nulo', op: 'empty' }] }, true],
  ])('%s', (_caso, condicao, esperado) => {
    expect(avaliarCondicao(condicao, REGISTRO)).toBe(esperado);
  });

  it('names every field a nested condition reads, with the JSON Pointer of each', () => {
    expect(camposDaCondicao({ todas: [PF, { alguma: [ADULTO, { field: 'a/b', op: 'empty' }] }] }, '/formulario/secoes/0/campos/1/ocultoSe')).toEqual([
      { field: 'tipo', ponteiro: '/formulario/secoes/0/campos/1/ocultoSe/todas/0/field' },
      { field: 'idade', ponteiro: '/formulario/secoes/0/campos/1/ocultoSe/todas/1/alguma/0/field' },
      { field: 'a/b', ponteiro: '/formulario/secoes/0/campos/1/ocultoSe/todas/1/alguma/1/field' },
    ]);
  });

  it('reads a record that is not an object as having no fields', () => {
    expect(avaliarCondicao({ field: 'tipo', op: 'empty' }, null)).toBe(true);
    expect(avaliarCondicao({ field: 'length', op: 'empty' }, 'texto')).toBe(true);
  });

  it('never follows a path into the prototype', () => {
    expect(avaliarCondicao({ field: 'constructor', op: 'empty' }, {})).toBe(true);
    expect(avaliarCondicao({ field: '__proto__.toString', op: 'notEmpty' }, {})).toBe(false);
  });

  it('throws naming an operator it does not know, since conditions come from data', () => {
    const condicao = JSON.parse('{"field": "tipo", "op": "matches", "value": "P.*"}') as Condicao;
    expect(() => avaliarCondicao(condicao, REGISTRO)).toThrow('Operador de condição desconhecido: matches');
  });
});
