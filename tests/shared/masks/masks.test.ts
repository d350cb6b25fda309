import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MASKS,
  MASK_DEFINITIONS,
  MASK_PATTERNS,
  applyPattern,
  formatCep,
  formatCnpj,
  formatCpf,
  formatCpfOuCnpj,
  formatTelefone,
  getMask,
  isMaskType,
  unformatCep,
  unformatCnpj,
  unformatCpf,
  unformatTelefone,
  type MaskType,
} from '../../../src/shared/masks/index.ts';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const alphanumerics = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: length, maxLength: length });

describe('format', () => {
  it.each<[string, (text: string) => string, string, string]>([
    ['telefone', formatTelefone, '1134567890', '(11) 3456-7890'],
    ['telefone', formatTelefone, '11987654321', '(11) 98765-4321'],
    ['telefone', formatTelefone, '(11) 3456-78901', '(11) 34567-8901'],
    ['telefone', formatTelefone, '119', '(11) 9'],
    ['telefone', formatTelefone, '11', '(11'],
    ['telefone', formatTelefone, '119876543210', '(11) 98765-4321'],
    ['cpf', formatCpf, '52998224725', '529.982.247-25'],
    ['cpf', formatCpf, '1234', '123.4'],
    ['cpf', formatCpf, '123', '123'],
    ['cpf', formatCpf, '529.982.247-25', '529.982.247-25'],
    ['cpf', formatCpf, 'abc529982', '529.982'],
    ['cnpj', formatCnpj, '11222333000181', '11.222.333/0001-81'],
    ['cnpj', formatCnpj, '12abc34501de35', '12.ABC.345/01DE-35'],
    ['cnpj', formatCnpj, '12ABC34501DEAB35', '12.ABC.345/01DE-35'],
    ['cnpj', formatCnpj, '12ABC34501DE', '12.ABC.345/01DE'],
    ['cep', formatCep, '01310100', '01310-100'],
    ['cep', formatCep, '01310', '01310'],
    ['cpfOuCnpj', formatCpfOuCnpj, '52998224725', '529.982.247-25'],
    ['cpfOuCnpj', formatCpfOuCnpj, '112223330001', '11.222.333/0001'],
    ['cpfOuCnpj', formatCpfOuCnpj, '12A', '12.A'],
    ['any', formatCpf, '', ''],
  ])('%s: %j → %j', (_type, format, input, output) => {
    expect(format(input)).toBe(output);
  });

  it('never leaves a separator dangling when what follows is rejected', () => {
    expect(applyPattern('AA.AAA.AAA/AAAA-00', '123456789012AB')).toBe('12.345.678/9012');
  });
});

describe('unformat', () => {
  it.each<[(text: string) => string, string, string]>([
    [unformatTelefone, '(11) 98765-4321', '11987654321'],
    [unformatCpf, '529.982.247-25', '52998224725'],
    [unformatCnpj, '12.abc.345/01de-35', '12ABC34501DE35'],
    [unformatCep, '01310-100', '01310100'],
  ])('%#: %j → %j', (unformat, input, output) => {
    expect(unformat(input)).toBe(output);
  });
});

describe('round trips', () => {
  const cases: [MaskType, fc.Arbitrary<string>][] = [
    ['telefone', digits(10, 11)],
    ['cpf', digits(11, 11)],
    ['cnpj', alphanumerics(12).chain((body) => digits(2, 2).map((dv) => body + dv))],
    ['cep', digits(8, 8)],
    ['cpfOuCnpj', fc.oneof(digits(11, 11), alphanumerics(12).map((body) => `${body}00`))],
  ];

  it.each(cases)('%s: unformat(format(raw)) is raw and the masked text fits a pattern', (type, raw) => {
    const mask = MASKS[type];
    fc.assert(
      fc.property(raw, (value) => {
        const masked = mask.format(value);
        expect(mask.unformat(masked)).toBe(value);
        expect(mask.format(masked)).toBe(masked);
        expect(mask.patterns.map((pattern) => pattern.length)).toContain(masked.length);
      }),
    );
  });

  it.each(cases)('%s: every prefix typed so far unformats back to itself', (type, raw) => {
    const mask = MASKS[type];
    fc.assert(
      fc.property(raw, fc.nat(), (value, cut) => {
        const prefix = value.slice(0, cut % (value.length + 1));
        expect(mask.unformat(mask.format(prefix))).toBe(prefix);
      }),
    );
  });
});

describe('patterns as data', () => {
  it('keeps the imask patterns of the specification', () => {
    expect(MASK_PATTERNS.telefone).toEqual(['(00) 0000-0000', '(00) 00000-0000']);
    expect(MASK_PATTERNS.cpf).toEqual(['000.000.000-00']);
    expect(MASK_PATTERNS.cnpj).toEqual(['AA.AAA.AAA/AAAA-00']);
    expect(MASK_PATTERNS.cep).toEqual(['00000-000']);
    expect(MASK_DEFINITIONS['A']?.test('z')).toBe(true);
    expect(MASK_DEFINITIONS['A']?.test('-')).toBe(false);
  });

  it('resolves a mask type named in data and throws for an unknown one', () => {
    expect(getMask('cpf').format('52998224725')).toBe('529.982.247-25');
    expect(isMaskType('cep')).toBe(true);
    expect(isMaskType('hasOwnProperty')).toBe(false);
    expect(() => getMask('placa')).toThrow('Tipo de máscara desconhecido: placa');
  });
});
