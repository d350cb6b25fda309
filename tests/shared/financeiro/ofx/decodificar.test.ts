import { describe, expect, it } from 'vitest';
import { decodificarOfx } from '../../../../src/shared/financeiro/ofx/decodificar.ts';

const cp1252 = (texto: string): Uint8Array => {
  const tabela = new Map([...new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 256 }, (_, i) => i))].map((c, i) => [c, i]));
  return Uint8Array.from([...texto], (c) => tabela.get(c) ?? 0x3f);
};
const utf8 = (texto: string): Uint8Array => new TextEncoder().encode(texto);
// 'Ã©' in CP1252 is the UTF-8 of 'é': only the declaration tells them apart.
const AMBIGUO = 'Ã©';

describe('decodificarOfx', () => {
  it.each([
    ['CHARSET:1252', 'ENCODING:USASCII\nCHARSET:1252\n<OFX>'],
    ['CHARSET:ISO-8859-1', 'ENCODING:USASCII\nCHARSET:ISO-8859-1\n<OFX>'],
    ['encoding="ISO-8859-1"', '<?xml version="1.0" encoding="ISO-8859-1"?><OFX>'],
    ['encoding="windows-1252"', "<?xml version='1.0' encoding='windows-1252'?><OFX>"],
  ])('honours a declared %s even when the bytes would be valid UTF-8', (_caso, cabecalho) => {
    expect(decodificarOfx(cp1252(`${cabecalho}${AMBIGUO}`))).toBe(`${cabecalho}${AMBIGUO}`);
  });

  it.each([
    ['ENCODING:UTF-8', 'ENCODING:UTF-8\nCHARSET:NONE\n<OFX>'],
    ['encoding="UTF-8"', '<?xml version="1.0" encoding="UTF-8"?><OFX>'],
    ['nothing', '<OFX>'],
    ['USASCII with CHARSET:NONE', 'ENCODING:USASCII\nCHARSET:NONE\n<OFX>'],
  ])('reads UTF-8 when the file declares %s and the bytes are UTF-8', (_caso, cabecalho) => {
    expect(decodificarOfx(utf8(`${cabecalho}Doação € 😀`))).toBe(`${cabecalho}Doação € 😀`);
  });

  it.each(['ENCODING:UTF-8\nCHARSET:NONE\n<OFX>', '<?xml version="1.0" encoding="utf-8"?><OFX>', '<OFX>'])('falls back to CP1252 when the bytes are not UTF-8 (%j)', (cabecalho) => {
    expect(decodificarOfx(cp1252(`${cabecalho}Doação – “ok”`))).toBe(`${cabecalho}Doação – “ok”`);
  });

  it('drops a UTF-8 byte-order mark', () => {
    expect(decodificarOfx(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('<OFX>ç')]))).toBe('<OFX>ç');
  });
});
