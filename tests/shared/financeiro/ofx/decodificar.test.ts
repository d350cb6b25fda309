import { describe, expect, it } from 'vitest';
import { decodificarOfx } from '../../../../src/shared/financeiro/ofx/decodificar.ts';

const cp1252 = (texto: string): Uint8Array => {
  const tabela = new Map([...new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 256 }, (_, i) => i))].map((c, i) => [c, i]));
  return Uint8Array.from([...texto], (c) => tabela.get(c) ?? 0x3f);
};
const utf8 = (texto: string): Uint8Array => new TextEncoder().encode(texto);

const CABECALHOS = [
  ['CHARSET:1252', 'ENCODING:USASCII\nCHARSET:1252\n<OFX>'],
  ['CHARSET:ISO-8859-1', 'ENCODING:USASCII\nCHARSET:ISO-8859-1\n<OFX>'],
  ['ENCODING:UTF-8', 'ENCODING:UTF-8\nCHARSET:NONE\n<OFX>'],
  ['USASCII with CHARSET:NONE', 'ENCODING:USASCII\nCHARSET:NONE\n<OFX>'],
  ['encoding="UTF-8"', '<?xml version="1.0" encoding="UTF-8"?><OFX>'],
  ['encoding="windows-1252"', "<?xml version='1.0' encoding='windows-1252'?><OFX>"],
  ['nothing', '<OFX>'],
];

describe('decodificarOfx', () => {
  it.each(CABECALHOS)('reads a UTF-8 body as UTF-8 whatever the file declares (%s)', (_caso, cabecalho) => {
    expect(decodificarOfx(utf8(`${cabecalho}Doação € 😀`))).toBe(`${cabecalho}Doação € 😀`);
  });

  it.each(CABECALHOS)('reads a CP1252 body as CP1252 whatever the file declares (%s)', (_caso, cabecalho) => {
    expect(decodificarOfx(cp1252(`${cabecalho}Doação – “ok” € Ü`))).toBe(`${cabecalho}Doação – “ok” € Ü`);
  });

  it('drops a UTF-8 byte-order mark', () => {
    expect(decodificarOfx(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('<OFX>ç')]))).toBe('<OFX>ç');
  });
});
