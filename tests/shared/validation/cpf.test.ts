import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpf, gerarCpf, isCpfValido } from '../../../src/shared/validation/index.ts';
import { mutationsAt, referenceCpfValid, seededRandom } from './reference.ts';

const INVALIDO = 'CPF inválido.';
const cpfGerado = fc.integer().map((seed) => gerarCpf(seededRandom(seed)));
const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

describe('cpf rule', () => {
  it.each([
    ['529.982.247-25'],
    ['52998224725'],
    ['111.444.777-35'],
    ['123.456.789-09'],
    ['  529.982.247-25  '],
  ])('accepts the real CPF %j', (value) => {
    expect(cpf(value)).toBeNull();
  });

  it.each([
    ['529.982.247-24', 'wrong second check digit'],
    ['529.982.247-15', 'wrong first check digit'],
    ['111.111.111-11', 'one repeated digit, although its check digits add up'],
    ['000.000.000-00', 'all zeros'],
    ['5299822472', 'ten digits'],
    ['529982247250', 'twelve digits'],
    ['529.982.247-2a', 'a letter'],
    ['529 982 247 25', 'spaces are not part of the mask'],
    ['529/982/247-25', 'slashes are not part of the mask'],
  ])('rejects %j (%s)', (value) => {
    expect(cpf(value)).toBe(INVALIDO);
  });

  it.each([[undefined], [null], [''], ['   ']])('lets the empty value %j pass', (value) => {
    expect(cpf(value)).toBeNull();
  });

  it('rejects values that are not text', () => {
    expect(cpf({ numero: '52998224725' })).toBe(INVALIDO);
    expect(cpf(true)).toBe(INVALIDO);
  });

  it('accepts a CPF given as a number when it has no leading zero', () => {
    expect(cpf(52998224725)).toBeNull();
  });
});

describe('cpf properties', () => {
  it('every generated CPF, bare or masked, is valid by the rule and by the reference', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const bare = gerarCpf(seededRandom(seed));
        const masked = gerarCpf(seededRandom(seed), { formatado: true });
        expect(bare).toMatch(/^\d{11}$/);
        expect(masked).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
        expect(masked.replace(/\D/g, '')).toBe(bare);
        expect(referenceCpfValid(bare)).toBe(true);
        expect(cpf(bare)).toBeNull();
        expect(cpf(masked)).toBeNull();
      }),
    );
  });

  it('every change of a check digit fails', () => {
    fc.assert(
      fc.property(cpfGerado, (doc) => {
        const accepted = [...mutationsAt(doc, 9), ...mutationsAt(doc, 10)].filter((m) => cpf(m) !== INVALIDO);
        expect(accepted).toEqual([]);
      }),
    );
  });

  it('every change in the first nine digits fails when the first check digit is not 0', () => {
    // Remainders 0 and 1 both give check digit 0, so only then can a change go unseen.
    fc.assert(
      fc.property(
        cpfGerado.filter((doc) => doc.charAt(9) !== '0'),
        (doc) => {
          const mutations = range(0, 9).flatMap((position) => mutationsAt(doc, position));
          expect(mutations.filter((m) => cpf(m) !== INVALIDO)).toEqual([]);
        },
      ),
    );
  });

  it('judges every single-character change exactly as the reference algorithm does', () => {
    fc.assert(
      fc.property(cpfGerado, (doc) => {
        const mutations = range(0, 11).flatMap((position) => mutationsAt(doc, position));
        const disagreements = mutations.filter(
          (m) => (cpf(m) === null) !== referenceCpfValid(m) || isCpfValido(m) !== referenceCpfValid(m),
        );
        expect(disagreements).toEqual([]);
      }),
    );
  });

  it('follows the official algorithm where it cannot see a change (first check digit 0)', () => {
    // Both are valid CPFs: the first digit weighs 11 ≡ 0 in the second sum, and its change
    // moves the first remainder between 0 and 1. The rule must not be stricter than Receita.
    expect(cpf('628.910.139-05')).toBeNull();
    expect(cpf('528.910.139-05')).toBeNull();
  });
});
