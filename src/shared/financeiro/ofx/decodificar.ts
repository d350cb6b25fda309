// The bytes of an OFX file as text. The header declares an encoding (OFX 1.0x: ENCODING:USASCII|
// UTF-8 and CHARSET:1252|ISO-8859-1|NONE; OFX 2.x: the XML prolog's encoding=), but Brazilian
// banks get it wrong both ways: USASCII over accented CP1252 bytes, and CHARSET:1252 over a UTF-8
// body (the case behind OCA/bank-statement-import#968), or nothing at all. So the bytes decide:
// UTF-8 when they are valid UTF-8, else CP1252 (which WHATWG also uses for ISO-8859-1). Portuguese
// text in CP1252 is never valid UTF-8 with accents: that takes pairs like 'Ã©' or 'Ç€'.

function utf8(bytes: Uint8Array): string | null {
  try {
    // A UTF-8 byte-order mark is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export const decodificarOfx = (bytes: Uint8Array): string => utf8(bytes) ?? new TextDecoder('windows-1252').decode(bytes);
