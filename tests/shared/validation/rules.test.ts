import { describe, expect, it } from 'vitest';
import {
  casasDecimais,
  cep,
  cnpj,
  cnpjParcial,
  cpf,
  cpfOuCnpj,
  cpfParcial,
  date,
  email,
  hora,
  horaPosterior,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  rg,
  telefone,
} from '../../../src/shared/validation/index.ts';

type Rule = (value: unknown) => string | null;

const EMPTY_VALUES: unknown[] = [undefined, null, '', '   ', '\t\n'];

// Every rule except required, with its parameters bound.
const NON_REQUIRED_RULES: [string, Rule][] = [
  ['maxLength', (v) => maxLength(v, 3)],
  ['minLength', (v) => minLength(v, 3)],
  ['min', (v) => minValue(v, 10)],
  ['max', (v) => maxValue(v, -10)],
  ['casasDecimais', (v) => casasDecimais(v, 0)],
  ['cep', cep],
  ['cpf', cpf],
  ['cnpj', cnpj],
  ['cpfOuCnpj', cpfOuCnpj],
  ['cpfParcial', cpfParcial],
  ['cnpjParcial', cnpjParcial],
  ['date', date],
  ['email', email],
  ['rg', rg],
  ['telefone', telefone],
  ['hora', hora],
  ['horaPosterior', (v) => horaPosterior(v, '08:00')],
];

describe('empty values', () => {
  it.each(NON_REQUIRED_RULES)('pass the %s rule', (_name, rule) => {
    expect(EMPTY_VALUES.map(rule)).toEqual(EMPTY_VALUES.map(() => null));
  });

  it.each(EMPTY_VALUES.map((value) => [value]))('fail required: %j', (value) => {
    expect(required(value)).toBe('Preenchimento obrigatório.');
  });
});

describe('required', () => {
  it('fails an empty list, such as a multi-select with nothing chosen', () => {
    expect(required([])).toBe('Preenchimento obrigatório.');
  });

  it.each([['a'], [' a '], [0], [false], [[1]], [{ id: 1 }]])('passes %j', (value) => {
    expect(required(value)).toBeNull();
  });
});

describe('maxLength and minLength', () => {
  it.each([
    ['abc', 3, null],
    ['abcd', 3, 'Tamanho máximo de 3 excedido.'],
    ['a'.repeat(61), 60, 'Tamanho máximo de 60 excedido.'],
    [12345, 4, 'Tamanho máximo de 4 excedido.'],
    ['😀😀😀', 3, null],
  ])('maxLength(%j, %d) is %j', (value, n, message) => {
    expect(maxLength(value, n)).toBe(message);
  });

  it.each([
    ['abc', 3, null],
    ['ab', 3, 'Tamanho mínimo permitido é 3 .'],
    ['a', 5, 'Tamanho mínimo permitido é 5 .'],
    [12, 3, 'Tamanho mínimo permitido é 3 .'],
  ])('minLength(%j, %d) is %j', (value, n, message) => {
    expect(minLength(value, n)).toBe(message);
  });

  it('leaves values that are not text to the type check', () => {
    expect(maxLength({ a: 1 }, 1)).toBeNull();
    expect(minLength(true, 5)).toBeNull();
  });
});

describe('minValue and maxValue', () => {
  it.each([
    [10, 10, false, null],
    [9.99, 10, false, 'O valor deve ser maior ou igual a 10.'],
    [0, 1234.5, false, 'O valor deve ser maior ou igual a 1.234,5.'],
    [0, 1234.5, true, 'O valor deve ser maior ou igual a 1.234,50.'],
    [-1, 0, true, 'O valor deve ser maior ou igual a 0,00.'],
    ['9', 10, false, 'O valor deve ser maior ou igual a 10.'],
    ['1.234,56', 1000, true, null],
    ['abc', 0, false, 'O valor deve ser maior ou igual a 0.'],
    [true, 0, false, 'O valor deve ser maior ou igual a 0.'],
  ])('minValue(%j, %d, money %s) is %j', (value, limit, money, message) => {
    expect(minValue(value, limit, { money })).toBe(message);
  });

  it.each([
    [100, 100, false, null],
    [100.01, 100, false, 'O valor deve ser menor ou igual a 100.'],
    [2_000_000, 1_000_000, true, 'O valor deve ser menor ou igual a 1.000.000,00.'],
    [-5, -10, false, 'O valor deve ser menor ou igual a -10.'],
    ['150.5', 150, false, 'O valor deve ser menor ou igual a 150.'],
    ['1.234,56', 1000, true, 'O valor deve ser menor ou igual a 1.000,00.'],
  ])('maxValue(%j, %d, money %s) is %j', (value, limit, money, message) => {
    expect(maxValue(value, limit, { money })).toBe(message);
  });
});

describe('casasDecimais', () => {
  it.each([
    [10.5, 2, null],
    [10.55, 2, null],
    [10.005, 2, 'Informe no máximo 2 casas decimais.'],
    [0.1 + 0.2, 2, 'Informe no máximo 2 casas decimais.'],
    [-1234.56, 2, null],
    [1e21, 2, null],
    [1e-7, 6, 'Informe no máximo 6 casas decimais.'],
    [4.65, 4, null],
    [0.6543, 4, null],
    [0.65432, 4, 'Informe no máximo 4 casas decimais.'],
    [3, 0, null],
    [3.5, 0, 'Informe no máximo 0 casas decimais.'],
    ['1234.567', 2, 'Informe no máximo 2 casas decimais.'],
    ['1.234,56', 2, null],
    ['1.234,567', 2, 'Informe no máximo 2 casas decimais.'],
    ['abc', 2, null],
    [true, 2, null],
    [Number.NaN, 2, null],
  ])('casasDecimais(%j, %d) is %j', (value, maximo, message) => {
    expect(casasDecimais(value, maximo)).toBe(message);
  });
});

describe('cep', () => {
  it.each([['01310-100'], ['01310100'], ['01.310-100']])('accepts %j', (value) => {
    expect(cep(value)).toBeNull();
  });

  it.each([['01310-10'], ['013101000'], ['0131a-100'], ['01310 100'], [1310100]])('rejects %j', (value) => {
    expect(cep(value)).toBe('CEP inválido.');
  });
});

describe('cpfOuCnpj', () => {
  it.each([
    ['529.982.247-25', null],
    ['52998224725', null],
    ['529.982.247-24', 'CPF inválido.'],
    ['123', 'CPF inválido.'],
    ['11.222.333/0001-81', null],
    ['11222333000181', null],
    ['12.ABC.345/01DE-35', null],
    ['11.222.333/0001-82', 'CNPJ inválido.'],
    ['529.982.247-255', 'CNPJ inválido.'],
    ['ABC', 'CPF inválido.'],
  ])('%j is %j', (value, message) => {
    expect(cpfOuCnpj(value)).toBe(message);
  });

  it('judges by the masked length: 14 characters is still a CPF, even with a letter', () => {
    expect(cpfOuCnpj('AB.CDE.FGH')).toBe('CPF inválido.');
    expect('529.982.247-25').toHaveLength(14);
    expect(cpfOuCnpj('529.982.247-25')).toBeNull();
  });
});

describe('date', () => {
  it.each([
    ['2024-02-29'],
    ['2024-02-29T23:59:59'],
    ['29/02/2024'],
    ['29/02/2024 13:45'],
    [new Date('2024-02-29T12:00:00Z')],
  ])('accepts %j', (value) => {
    expect(date(value)).toBeNull();
  });

  it.each([
    ['31/02/2024'],
    ['29/02/2023'],
    ['2023-02-29'],
    ['2024-13-01'],
    ['2024-01-01T24:00:00'],
    ['1/2/2024'],
    ['2024/01/01'],
    ['ontem'],
    [20240101],
    [new Date('nada')],
  ])('rejects %j', (value) => {
    expect(date(value)).toBe('Data inválida.');
  });
});

describe('email', () => {
  it.each([['maria@exemplo.org.br'], ['joao.silva+doacoes@ong-alicerce.com'], ['A_B@sub.dominio.io']])(
    'accepts %j',
    (value) => {
      expect(email(value)).toBeNull();
    },
  );

  it.each([
    ['maria'],
    ['maria@'],
    ['@exemplo.org'],
    ['maria@exemplo'],
    ['maria@@exemplo.org'],
    ['maria..silva@exemplo.org'],
    ['.maria@exemplo.org'],
    ['maria@-exemplo.org'],
    ['maria@exemplo.o'],
    ['maria silva@exemplo.org'],
    [' maria@exemplo.org'],
  ])('rejects %j', (value) => {
    expect(email(value)).toBe('Email inválido');
  });
});

describe('rg', () => {
  it.each([['24.681.357-9'], ['MG-12.345.678'], ['24681'], ['28.193.402-X'], ['2468013579 SSP/SP']])(
    'accepts %j',
    (value) => {
      expect(rg(value)).toBeNull();
    },
  );

  it.each([
    ['11.111.111-1', 'one repeated character'],
    ['aaaaaa', 'one repeated letter'],
    ['123456789', 'ascending digits'],
    ['987654321', 'descending digits'],
    ['ABCDEF', 'ascending letters'],
    ['abcdef', 'ascending letters in lowercase'],
    ['12.345.678-9', 'a run hidden behind the mask'],
    ['12345', 'a run of exactly five'],
    ['24.68', 'fewer than five alphanumerics'],
    ['1234567890123456789', 'more than 18 characters'],
    ['12.345.678#9', 'a character outside letters, digits and separators'],
  ])('rejects %j (%s)', (value) => {
    expect(rg(value)).toBe('RG inválido.');
  });
});

describe('telefone', () => {
  it.each([['(11) 3456-7890'], ['(11) 98765-4321'], ['1134567890'], ['11987654321']])('accepts %j', (value) => {
    expect(telefone(value)).toBeNull();
  });

  it.each([['(11) 3456-789'], ['119876543210'], ['3456-7890'], ['(11) 9876a-4321'], ['+55 11 98765-4321']])(
    'rejects %j',
    (value) => {
      expect(telefone(value)).toBe('Telefone inválido.');
    },
  );
});

describe('hora', () => {
  it.each([['00:00'], ['08:30'], ['23:59']])('accepts %j', (value) => {
    expect(hora(value)).toBeNull();
  });

  it.each([['24:00'], ['8:30'], ['08:60'], ['08h30'], ['08:30:00'], [830], [true]])('rejects %j', (value) => {
    expect(hora(value)).toBe('Hora inválida.');
  });
});

describe('horaPosterior', () => {
  it('accepts a later time and refuses the same or an earlier one, naming the limit', () => {
    expect(horaPosterior('08:01', '08:00')).toBeNull();
    expect(horaPosterior('08:00', '08:00')).toBe('A hora deve ser posterior a 08:00.');
    expect(horaPosterior('07:59', '08:00')).toBe('A hora deve ser posterior a 08:00.');
  });

  it('leaves a value or a limit that is not a time to the hora rule', () => {
    expect(horaPosterior('25:00', '08:00')).toBeNull();
    expect(horaPosterior('07:00', '')).toBeNull();
  });
});

describe('a part of a document, as a search filter takes it', () => {
  it.each(['5', '529', '529.982', '529.982.247-25', '52998224725', ' 529 '])('CPF %j is one', (valor) => {
    expect(cpfParcial(valor)).toBeNull();
  });

  it.each(["' OR 1=1 --", 'abc', '...', '-', '529a', '529;'])('CPF %j is not', (valor) => {
    expect(cpfParcial(valor)).toBe('CPF inválido.');
  });

  it.each(['11', '11.222.333/0001-81', '12.ABC.345/01DE-35', 'ab'])('CNPJ %j is one', (valor) => {
    expect(cnpjParcial(valor)).toBeNull();
  });

  it.each(["' OR 1=1 --", './-', '11.222;333', '*'])('CNPJ %j is not', (valor) => {
    expect(cnpjParcial(valor)).toBe('CNPJ inválido.');
  });
});
