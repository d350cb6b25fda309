import { describe, expect, it } from 'vitest';
import {
  RULE_NAMES,
  isRuleName,
  validateRecord,
  validateValue,
  valueAtPath,
  type RuleSpec,
} from '../../../src/shared/validation/index.ts';

describe('validateValue', () => {
  it.each<[unknown, RuleSpec[], string | null]>([
    ['', [{ rule: 'required' }, { rule: 'maxLength', value: 3 }], 'Preenchimento obrigatório.'],
    ['abcd', [{ rule: 'required' }, { rule: 'maxLength', value: 3 }], 'Tamanho máximo de 3 excedido.'],
    ['abc', [{ rule: 'required' }, { rule: 'maxLength', value: 3 }], null],
    ['', [{ rule: 'cpf' }, { rule: 'minLength', value: 5 }], null],
    ['a', [{ rule: 'minLength', value: 5 }, { rule: 'email' }], 'Tamanho mínimo permitido é 5 .'],
    ['a', [{ rule: 'email' }, { rule: 'minLength', value: 5 }], 'Email inválido'],
    [5, [{ rule: 'min', value: 10, money: true }], 'O valor deve ser maior ou igual a 10,00.'],
    [50, [{ rule: 'max', value: 10 }], 'O valor deve ser menor ou igual a 10.'],
    ['01310-100', [{ rule: 'cep' }], null],
    ['x', [{ rule: 'cnpj' }], 'CNPJ inválido.'],
    ['x', [{ rule: 'cpfOuCnpj' }], 'CPF inválido.'],
    ['x', [{ rule: 'date' }], 'Data inválida.'],
    ['x', [{ rule: 'rg' }], 'RG inválido.'],
    ['x', [{ rule: 'telefone' }], 'Telefone inválido.'],
    ['x', [], null],
    ['America/Sao_Paulo', [{ rule: 'fusoHorario' }], null],
    ['UTC', [{ rule: 'fusoHorario' }], null],
    ['America/Atlantida', [{ rule: 'fusoHorario' }], 'Fuso horário desconhecido.'],
    [42, [{ rule: 'fusoHorario' }], 'Fuso horário desconhecido.'],
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', [{ rule: 'urlDeTiles' }], null],
    ['http://t.ex.org/{z}/{x}/{y}', [{ rule: 'urlDeTiles' }], 'Use um endereço que comece com https://.'],
    ['https://t.ex.org/mapa.png', [{ rule: 'urlDeTiles' }], 'O endereço deve conter {z}, {x} e {y}.'],
    ['smtp.ong.example.org', [{ rule: 'host' }], null],
    ['127.0.0.1', [{ rule: 'host' }], null],
    ['smtp ong.org', [{ rule: 'host' }], 'Servidor inválido.'],
    ['-smtp.ong.org', [{ rule: 'host' }], 'Servidor inválido.'],
    ['', [{ rule: 'host' }, { rule: 'fusoHorario' }, { rule: 'urlDeTiles' }], null],
  ])('validateValue(%j, %j) is %j', (value, rules, message) => {
    expect(validateValue(value, rules)).toBe(message);
  });

  it('throws naming a rule it does not know, since rules come from descriptors', () => {
    const rules = JSON.parse('[{"rule": "cnh"}]') as RuleSpec[];
    expect(() => validateValue('x', rules)).toThrow('Regra de validação desconhecida: cnh');
  });

  it('lists every rule it interprets', () => {
    expect([...RULE_NAMES].sort()).toEqual(
      [
        'casasDecimais',
        'cep',
        'cnpj',
        'cnpjParcial',
        'cpf',
        'cpfOuCnpj',
        'cpfParcial',
        'date',
        'email',
        'fusoHorario',
        'hora',
        'horaPosterior',
        'host',
        'max',
        'maxLength',
        'mes',
        'min',
        'minLength',
        'required',
        'rg',
        'telefone',
        'urlDeTiles',
      ].sort(),
    );
    expect(isRuleName('cpf')).toBe(true);
    expect(isRuleName('toString')).toBe(false);
  });
});

describe('validateRecord', () => {
  const fieldRules = {
    nome: [{ rule: 'required' }, { rule: 'maxLength', value: 60 }],
    'pessoaFisica.cpf': [{ rule: 'cpf' }],
    'pessoaJuridica.cnpj': [{ rule: 'cnpj' }],
    emailPrincipal: [{ rule: 'email' }],
  } satisfies Record<string, RuleSpec[]>;

  it('returns one error per failing field with its dotted path, in the order of the rules', () => {
    const record = { nome: '', pessoaFisica: { cpf: '123.456.789-00' }, emailPrincipal: 'maria@' };
    expect(validateRecord(record, fieldRules)).toEqual([
      { field: 'nome', message: 'Preenchimento obrigatório.' },
      { field: 'pessoaFisica.cpf', message: 'CPF inválido.' },
      { field: 'emailPrincipal', message: 'Email inválido' },
    ]);
  });

  it('returns no errors for a valid record, missing optional parents included', () => {
    const record = { nome: 'Maria da Silva', pessoaFisica: { cpf: '529.982.247-25' } };
    expect(validateRecord(record, fieldRules)).toEqual([]);
  });

  it('treats a record that is not an object as having every field empty', () => {
    expect(validateRecord(null, fieldRules)).toEqual([{ field: 'nome', message: 'Preenchimento obrigatório.' }]);
  });
});

describe('valueAtPath', () => {
  it.each([
    [{ a: { b: { c: 1 } } }, 'a.b.c', 1],
    [{ a: { b: null } }, 'a.b.c', undefined],
    [{ contatos: [{ numero: '11' }] }, 'contatos.0.numero', '11'],
    [{ a: 1 }, 'a.b', undefined],
    [{}, '__proto__', undefined],
    [{}, 'constructor.name', undefined],
  ])('reads %j at %j as %j', (record, path, value) => {
    expect(valueAtPath(record, path)).toBe(value);
  });
});
