import { describe, expect, it } from 'vitest';
import { cnpj, cpf, gerarCnpj, gerarCpf } from '../../../src/shared/validation/index.ts';
import { seededRandom } from './reference.ts';

describe('document generators', () => {
  it('are deterministic for a given random source', () => {
    expect(gerarCpf(seededRandom(7))).toBe(gerarCpf(seededRandom(7)));
    expect(gerarCnpj(seededRandom(7), { alfanumerico: true })).toBe(gerarCnpj(seededRandom(7), { alfanumerico: true }));
  });

  it.each([
    ['always 0', () => 0],
    ['always just below 1', () => 0.9999999],
    ['out of range', () => 1],
  ])('still produce valid documents from a degenerate source (%s)', (_name, random) => {
    const cpfGerado = gerarCpf(random);
    const cnpjGerado = gerarCnpj(random);
    const alfanumerico = gerarCnpj(random, { alfanumerico: true });
    expect(cpf(cpfGerado)).toBeNull();
    expect(cnpj(cnpjGerado)).toBeNull();
    expect(cnpj(alfanumerico)).toBeNull();
    expect(alfanumerico).toMatch(/[A-Z]/);
  });

  it('produce a numeric CNPJ unless asked for an alphanumeric one', () => {
    const random = seededRandom(42);
    const numericos = Array.from({ length: 200 }, () => gerarCnpj(random));
    expect(numericos.filter((doc) => !/^\d{14}$/.test(doc))).toEqual([]);
  });
});
