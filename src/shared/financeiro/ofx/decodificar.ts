// The bytes of an OFX file as text. OFX 1.0x declares its encoding in the SGML header
// (ENCODING:USASCII|UTF-8, CHARSET:1252|ISO-8859-1|NONE), OFX 2.x in the XML prolog
// (encoding="..."). Many Brazilian banks declare nothing or USASCII while sending accents.

type Codificacao = 'utf-8' | 'windows-1252';

// The declarations sit in the first lines; the header and prolog are ASCII in every encoding.
const INICIO = 1024;
const CHARSET = /\bCHARSET\s*:\s*([\w-]+)/i;
const ENCODING_SGML = /\bENCODING\s*:\s*([\w-]+)/i;
const ENCODING_XML = /<\?xml[^>]*\bencoding\s*=\s*["']([\w-]+)["']/i;

const UM_BYTE = /^(?:1252|WINDOWS-1252|CP1252|ISO-8859-1|ISO8859-1|8859-1|LATIN-?1)$/i;

/** The declared encoding, or null when the file declares none or USASCII/NONE (which banks break). */
function declarada(cabecalho: string): Codificacao | null {
  const xml = ENCODING_XML.exec(cabecalho)?.[1];
  if (xml !== undefined) return UM_BYTE.test(xml) ? 'windows-1252' : /^UTF-?8$/i.test(xml) ? 'utf-8' : null;
  const charset = CHARSET.exec(cabecalho)?.[1];
  if (charset !== undefined && UM_BYTE.test(charset)) return 'windows-1252';
  return /^UTF-?8$/i.test(ENCODING_SGML.exec(cabecalho)?.[1] ?? '') ? 'utf-8' : null;
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Declared CP1252/Latin-1 → CP1252 (WHATWG reads ISO-8859-1 as windows-1252, a superset);
 * declared UTF-8 or nothing → UTF-8 when the bytes are valid UTF-8, else CP1252 (a file that
 * says UTF-8 and is not can only be read that way). A UTF-8 byte-order mark is dropped.
 */
export function decodificarOfx(bytes: Uint8Array): string {
  const cabecalho = new TextDecoder('windows-1252').decode(bytes.subarray(0, INICIO));
  if (declarada(cabecalho) === 'windows-1252') return new TextDecoder('windows-1252').decode(bytes);
  return utf8(bytes) ?? new TextDecoder('windows-1252').decode(bytes);
}
