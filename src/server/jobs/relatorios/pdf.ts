import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { textoDaCelula, type TabelaDoRelatorio, type TipoDaColuna } from './tabela.ts';

// Reports as PDF through pdfmake with PDF's standard Helvetica (no font files; its encoding
// covers Portuguese). The document reads nothing from disk or network: the access policies
// allow only those standard fonts.

const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const FONTES_PADRAO: ReadonlySet<string> = new Set(Object.values(HELVETICA));

pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((caminho) => FONTES_PADRAO.has(caminho));

const ALINHAMENTO: Readonly<Record<TipoDaColuna, 'left' | 'center' | 'right'>> = {
  texto: 'left',
  numero: 'right',
  decimal: 'right',
  dinheiro: 'right',
  codigo: 'left',
  data: 'center',
  hora: 'center',
  duracao: 'right',
  simNao: 'center',
};

function tabela(t: TabelaDoRelatorio): Content {
  const total = t.colunas.reduce((soma, c) => soma + c.largura, 0);
  const cabecalho: TableCell[] = t.colunas.map((c) => ({ text: c.titulo, style: 'cabecalho', alignment: ALINHAMENTO[c.tipo] }));
  const corpo: TableCell[][] = t.linhas.map((linha) =>
    t.colunas.map((c, i) => ({ text: textoDaCelula(linha[i] ?? null, c.tipo, c.casas), alignment: ALINHAMENTO[c.tipo] })),
  );
  const vazio: TableCell[][] = [[{ text: t.vazio ?? 'Nenhum registro no período.', colSpan: t.colunas.length, italics: true }, ...t.colunas.slice(1).map(() => '')]];
  return {
    table: { headerRows: 1, widths: t.colunas.map((c) => `${((c.largura / total) * 100).toFixed(2)}%`), body: [cabecalho, ...(corpo.length > 0 ? corpo : vazio)] },
    layout: 'lightHorizontalLines',
  };
}

/** Any document of the standard fonts, as PDF bytes. */
export const pdfDoDocumento = (documento: TDocumentDefinitions): Promise<Buffer> => pdfmake.createPdf(documento).getBuffer();

export function pdfDaTabela(t: TabelaDoRelatorio): Promise<Buffer> {
  const documento: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [32, 32, 32, 40],
    info: { title: t.titulo },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    styles: { titulo: { fontSize: 14, bold: true }, cabecalho: { bold: true }, totais: { margin: [0, 12, 0, 0] } },
    content: [
      { text: t.titulo, style: 'titulo' },
      ...t.subtitulos.map((s): Content => ({ text: s })),
      { text: ' ' },
      tabela(t),
      { style: 'totais', stack: t.totais.map((total): Content => ({ text: [{ text: `${total.rotulo}: `, bold: true }, textoDaCelula(total.valor, total.tipo, total.casas)] })) },
    ],
    footer: (pagina, paginas): Content => ({ text: `Página ${pagina} de ${paginas}`, alignment: 'right', margin: [32, 12], fontSize: 8 }),
  };
  return pdfDoDocumento(documento);
}
