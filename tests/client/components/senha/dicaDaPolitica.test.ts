import { describe, expect, it } from 'vitest';
import { dicaDaPolitica } from '../../../../src/client/components/senha/dicaDaPolitica.ts';

describe("the new password's hint", () => {
  it('says what the institution set', () => {
    expect(dicaDaPolitica({ tamanhoMinimo: 10, exigeNumero: true, exigeLetra: true })).toBe('Pelo menos 10 caracteres, com pelo menos uma letra e um número.');
    expect(dicaDaPolitica({ tamanhoMinimo: 9, exigeNumero: false, exigeLetra: true })).toBe('Pelo menos 9 caracteres, com pelo menos uma letra.');
    expect(dicaDaPolitica({ tamanhoMinimo: 8, exigeNumero: true, exigeLetra: false })).toBe('Pelo menos 8 caracteres, com pelo menos um número.');
    expect(dicaDaPolitica({ tamanhoMinimo: 8, exigeNumero: false, exigeLetra: false })).toBe('Pelo menos 8 caracteres.');
  });
});
