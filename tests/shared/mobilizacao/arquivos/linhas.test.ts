import { describe, expect, it } from 'vitest';
import { linhaNaLargura, linhasDoArquivo } from '../../../../src/shared/mobilizacao/arquivos/linhas.ts';

describe('the lines of a collection file', () => {
  it('are read from Latin-1 bytes with CRLF, LF or CR, without the empty tail or the end-of-file mark', () => {
    const bytes = Uint8Array.from([0x4a, 0x4f, 0xc3, 0x4f, 0x0d, 0x0a, 0x42, 0x0a, 0x43, 0x0d, 0x0a, 0x1a, 0x0d, 0x0a]);
    expect(linhasDoArquivo(bytes)).toEqual(['JOÃO', 'B', 'C']);
    expect(linhasDoArquivo('A\rB\n\n')).toEqual(['A', 'B']);
  });

  it('are put at the layout width: trailing spaces restored or dropped, other extra characters refused', () => {
    expect(linhaNaLargura('ABC', 5, 1)).toBe('ABC  ');
    expect(linhaNaLargura('ABCDE ', 5, 1)).toBe('ABCDE');
    expect(() => linhaNaLargura('ABCDEF', 5, 3)).toThrow('Linha 3, posição 6: a linha tem 6 caracteres; o layout tem 5');
  });
});
