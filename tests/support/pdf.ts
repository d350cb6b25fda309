import { inflateSync } from 'node:zlib';

// Reading a report's PDF in tests (not a test file itself).

/** The standard fonts' WinAnsiEncoding is Windows-1252: "–" is byte 0x96, which Latin-1 would read as a control character. */
const WIN_ANSI = new TextDecoder('windows-1252');

/** The text a PDF shows: pdfkit writes each word as hex strings in a TJ array (its trailing space included), inside deflated streams. */
export function textoDoPdf(pdf: Buffer): string {
  const textos: string[] = [];
  const bruto = pdf.toString('latin1');
  for (const m of bruto.matchAll(/stream\r?\n/g)) {
    const inicio = (m.index ?? 0) + m[0].length;
    const fim = bruto.indexOf('endstream', inicio);
    let conteudo: string;
    try {
      conteudo = inflateSync(pdf.subarray(inicio, fim)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of conteudo.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      textos.push([...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => WIN_ANSI.decode(Buffer.from(h[1] ?? '', 'hex'))).join(''));
    }
  }
  return textos.join('');
}
