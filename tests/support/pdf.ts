import { inflateSync } from 'node:zlib';

// Reading a report's PDF in tests (not a test file itself).

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
      textos.push([...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1')).join(''));
    }
  }
  return textos.join('');
}
