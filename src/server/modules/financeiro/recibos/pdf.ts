import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { textoDoRecibo, type Emitente, type ReciboEmitido } from '../../../../shared/financeiro/recibo.ts';

// The receipts as a PDF document definition: one A5 landscape page each, laid out from the
// receipt's text (src/shared/financeiro/recibo.ts). Pure, so a test reads what the PDF says.

function pagina(recibo: ReciboEmitido, emitente: Emitente, ultima: boolean): Content {
  const texto = textoDoRecibo(recibo, emitente);
  const [nome, ...resto] = texto.cabecalho;
  return {
    ...(ultima ? {} : { pageBreak: 'after' as const }),
    stack: [
      {
        columns: [
          { width: '*', stack: [{ text: nome ?? '', bold: true, fontSize: 12 }, ...resto.map((linha): Content => ({ text: linha, fontSize: 9 }))] },
          {
            width: 'auto',
            stack: [
              { text: texto.titulo, bold: true, fontSize: 14, alignment: 'right' },
              ...(texto.via === null ? [] : [{ text: texto.via, bold: true, alignment: 'right' as const, color: '#a4262c' }]),
              { text: texto.valor, bold: true, fontSize: 13, alignment: 'right', margin: [0, 6, 0, 0] },
            ],
          },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 8, x2: 515, y2: 8, lineWidth: 0.5 }], margin: [0, 0, 0, 16] },
      { text: texto.declaracao, fontSize: 11, lineHeight: 1.4, alignment: 'justify' },
      ...(texto.complemento === null ? [] : [{ text: texto.complemento, fontSize: 11, margin: [0, 8, 0, 0] as [number, number, number, number] }]),
      { text: texto.localEData, alignment: 'right', margin: [0, 24, 0, 36] },
      { canvas: [{ type: 'line', x1: 130, y1: 0, x2: 385, y2: 0, lineWidth: 0.5 }], margin: [0, 0, 0, 4] },
      ...texto.assinatura.map((linha): Content => ({ text: linha, alignment: 'center', fontSize: 10 })),
    ],
  };
}

/** Every receipt on a page of its own; `cancelado` marks a single cancelled receipt across its page. */
export function documentoDosRecibos(recibos: readonly ReciboEmitido[], emitente: Emitente, opcoes: { titulo: string; cancelado?: boolean }): TDocumentDefinitions {
  return {
    pageSize: 'A5',
    pageOrientation: 'landscape',
    pageMargins: [40, 36, 40, 36],
    info: { title: opcoes.titulo },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    ...(opcoes.cancelado ? { watermark: { text: 'CANCELADO', opacity: 0.15, bold: true } } : {}),
    content: recibos.map((recibo, i) => pagina(recibo, emitente, i === recibos.length - 1)),
  };
}
