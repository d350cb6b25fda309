import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpj, gerarCnpj, isCnpjValido } from '../../../src/shared/validation/index.ts';
import { mutationsAt, referenceCnpjValid, seededRandom, valueOf } from './reference.ts';

const INVALIDO = 'CNPJ inválido.';
const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);
const differenceAt = (doc: string, mutated: string, position: number): number =>
  valueOf(mutated.charAt(position)) - valueOf(doc.charAt(position));
const cnpjNumerico = fc.integer().map((seed) => gerarCnpj(seededRandom(seed)));
const cnpjAlfanumerico = fc.integer().map((seed) => gerarCnpj(seededRandom(seed), { alfanumerico: true }));

describe('cnpj rule', () => {
  it.each([
    ['00.000.000/0001-91', 'Banco do Brasil'],
    ['33.000.167/0001-01', 'Petrobras'],
    ['11.222.333/0001-81', 'textbook example'],
    ['11222333000181', 'without the mask'],
    ['12.ABC.345/01DE-35', "Receita Federal's alphanumeric example"],
    ['12ABC34501DE35', 'alphanumeric without the mask'],
    ['12.abc.345/01de-35', 'alphanumeric typed in lowercase'],
  ])('accepts %j (%s)', (value) => {
    expect(cnpj(value)).toBeNull();
  });

  it.each([
    ['11.222.333/0001-82', 'wrong second check digit'],
    ['11.222.333/0001-91', 'wrong first check digit'],
    ['12.ABC.345/01DE-36', 'alphanumeric with a wrong check digit'],
    ['12.ABC.345/01DE-3A', 'a letter as check digit'],
    ['00.000.000/0000-00', 'all zeros'],
    ['11.111.111/1111-11', 'one repeated digit'],
    ['1122233300018', 'thirteen characters'],
    ['112223330001811', 'fifteen characters'],
    ['12.ÀBC.345/01DE-35', 'an accented letter'],
    ['12 ABC 345 01DE 35', 'spaces are not part of the mask'],
  ])('rejects %j (%s)', (value) => {
    expect(cnpj(value)).toBe(INVALIDO);
  });

  it.each([[undefined], [null], [''], ['  ']])('lets the empty value %j pass', (value) => {
    expect(cnpj(value)).toBeNull();
  });
});

describe('numeric cnpj properties', () => {
  it('every generated CNPJ, bare or masked, is valid by the rule and by the reference', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const bare = gerarCnpj(seededRandom(seed));
        const masked = gerarCnpj(seededRandom(seed), { formatado: true });
        expect(bare).toMatch(/^\d{14}$/);
        expect(masked).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
        expect(referenceCnpjValid(bare)).toBe(true);
        expect(cnpj(bare)).toBeNull();
        expect(cnpj(masked)).toBeNull();
      }),
    );
  });

  it('every change of a check digit fails', () => {
    fc.assert(
      fc.property(cnpjNumerico, (doc) => {
        const accepted = [...mutationsAt(doc, 12), ...mutationsAt(doc, 13)].filter((m) => cnpj(m) !== INVALIDO);
        expect(accepted).toEqual([]);
      }),
    );
  });

  it('every change to another digit in the body fails when the first check digit is not 0', () => {
    fc.assert(
      fc.property(
        cnpjNumerico.filter((doc) => doc.charAt(12) !== '0'),
        (doc) => {
          const mutations = range(0, 12).flatMap((position) => mutationsAt(doc, position));
          const accepted = mutations.filter((m) => /^\d+$/.test(m) && cnpj(m) !== INVALIDO);
          expect(accepted).toEqual([]);
        },
      ),
    );
  });

  it('judges every single-character change exactly as the reference algorithm does', () => {
    fc.assert(
      fc.property(cnpjNumerico, (doc) => {
        const mutations = range(0, 14).flatMap((position) => mutationsAt(doc, position));
        expect(mutations.filter((m) => (cnpj(m) === null) !== referenceCnpjValid(m))).toEqual([]);
      }),
    );
  });
});

describe('alphanumeric cnpj properties', () => {
  it('every generated alphanumeric CNPJ has a letter and is valid, bare, masked or lowercased', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const bare = gerarCnpj(seededRandom(seed), { alfanumerico: true });
        const masked = gerarCnpj(seededRandom(seed), { alfanumerico: true, formatado: true });
        expect(bare).toMatch(/^[0-9A-Z]{12}\d{2}$/);
        expect(bare).toMatch(/[A-Z]/);
        expect(masked).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/);
        expect(referenceCnpjValid(bare)).toBe(true);
        expect(cnpj(bare)).toBeNull();
        expect(cnpj(masked)).toBeNull();
        expect(cnpj(masked.toLowerCase())).toBeNull();
      }),
    );
  });

  it('every change of a check digit fails', () => {
    fc.assert(
      fc.property(cnpjAlfanumerico, (doc) => {
        const accepted = [...mutationsAt(doc, 12), ...mutationsAt(doc, 13)].filter((m) => cnpj(m) !== INVALIDO);
        expect(accepted).toEqual([]);
      }),
    );
  });

  it('every body change whose value difference is not a multiple of 11 fails when the first check digit is not 0', () => {
    fc.assert(
      fc.property(
        cnpjAlfanumerico.filter((doc) => doc.charAt(12) !== '0'),
        (doc) => {
          const accepted = range(0, 12).flatMap((position) =>
            mutationsAt(doc, position).filter(
              (m) => differenceAt(doc, m, position) % 11 !== 0 && cnpj(m) !== INVALIDO,
            ),
          );
          expect(accepted).toEqual([]);
        },
      ),
    );
  });

  it('follows the official algorithm where it cannot see a change: a value difference of 11, 22 or 33', () => {
    // Every weight multiplies a multiple of 11, so both sums keep their remainders.
    fc.assert(
      fc.property(cnpjAlfanumerico, fc.integer({ min: 0, max: 11 }), (doc, position) => {
        const unseen = mutationsAt(doc, position).filter((m) => differenceAt(doc, m, position) % 11 === 0);
        expect(unseen.filter((m) => cnpj(m) !== null)).toEqual([]);
      }),
    );
    expect(cnpj('8VHTAOD6E43457')).toBeNull();
    expect(cnpj('CVHTAOD6E43457')).toBeNull();
  });

  it('judges every single-character change exactly as the reference algorithm does', () => {
    fc.assert(
      fc.property(cnpjAlfanumerico, (doc) => {
        const mutations = range(0, 14).flatMap((position) => mutationsAt(doc, position));
        expect(mutations.filter((m) => isCnpjValido(m) !== referenceCnpjValid(m))).toEqual([]);
      }),
    );
  });
});
