// The text of an uploaded CSV: UTF-8 (with or without BOM) when its bytes are valid UTF-8,
// UTF-16 when it starts with that BOM (Excel's "Unicode text"), Latin-1 otherwise (Windows-1252,
// what Excel in Brazil saves as "CSV"). Null when the bytes are not text at all.

const BOM_UTF8 = Buffer.from([0xef, 0xbb, 0xbf]);
// C0 controls other than tab, line feed, form feed and carriage return: never in a CSV.
const ehControle = (codigo: number) => (codigo < 0x20 && codigo !== 0x09 && codigo !== 0x0a && codigo !== 0x0c && codigo !== 0x0d) || codigo === 0x7f;

function temControle(texto: string): boolean {
  for (let i = 0; i < texto.length; i++) if (ehControle(texto.charCodeAt(i))) return true;
  return false;
}

function decodificar(conteudo: Buffer): string {
  if (conteudo.subarray(0, 3).equals(BOM_UTF8)) return new TextDecoder('utf-8').decode(conteudo.subarray(3));
  if (conteudo[0] === 0xff && conteudo[1] === 0xfe) return new TextDecoder('utf-16le').decode(conteudo.subarray(2));
  if (conteudo[0] === 0xfe && conteudo[1] === 0xff) return new TextDecoder('utf-16be').decode(conteudo.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(conteudo);
  } catch {
    return new TextDecoder('windows-1252').decode(conteudo);
  }
}

export function textoDoArquivo(conteudo: Buffer): string | null {
  const texto = decodificar(conteudo);
  return temControle(texto) ? null : texto;
}
