import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutralizarFormula } from './formula.ts';
import type { TabelaDoRelatorio, TipoDaColuna, ValorDaCelula } from './tabela.ts';

// Reports as XLSX through exceljs: the title and what the report covers on top, then the header
// row (frozen, with filters) and one typed row per record, then the totals. Dates and times are
// spreadsheet dates, durations spreadsheet durations (fractions of a day), numbers numbers, so
// they sort and add up; text cells that would run as formulas are neutralised.

const FORMATO: Readonly<Partial<Record<TipoDaColuna, string>>> = {
  numero: '#,##0',
  codigo: '0',
  data: 'dd/mm/yyyy',
  hora: 'hh:mm',
  duracao: '[h]:mm:ss',
  dinheiro: '"R$" #,##0.00;-"R$" #,##0.00',
};

const SEGUNDOS_POR_DIA = 86_400;

/** A decimal's cell format: its decimals always shown (money #,##0.00). */
const formatoDoDecimal = (casas: number): string => (casas > 0 ? `#,##0.${'0'.repeat(casas)}` : '#,##0');

function valorDaPlanilha(valor: ValorDaCelula, tipo: TipoDaColuna): ExcelJS.CellValue {
  if (valor === null) return null;
  // The spreadsheet stores a number: the one the exact text reads as, with no arithmetic on the way.
  if (typeof valor === 'string' && (tipo === 'decimal' || tipo === 'dinheiro')) return Number(valor);
  if (typeof valor === 'string') return neutralizarFormula(valor);
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'number' && tipo === 'duracao') return valor / SEGUNDOS_POR_DIA;
  return valor;
}

/**
 * One style object per number format (and one for none), shared by every cell of it: exceljs
 * finds a style it has seen by the object's identity, where a style of each cell's own is
 * serialised and looked up once per cell (half of a large sheet's time). Nothing sets a font or
 * fill on these cells afterwards, which would change every cell of the format.
 */
const ESTILOS = new Map<string, Partial<ExcelJS.Style>>();
const SEM_FORMATO: Partial<ExcelJS.Style> = {};

function estiloDo(formato: string): Partial<ExcelJS.Style> {
  const estilo = ESTILOS.get(formato) ?? { numFmt: formato };
  ESTILOS.set(formato, estilo);
  return estilo;
}

function escrever(celula: ExcelJS.Cell, valor: ValorDaCelula, { tipo, casas = 0 }: { tipo: TipoDaColuna; casas?: number | undefined }): void {
  celula.value = valorDaPlanilha(valor, tipo);
  const formato = tipo === 'decimal' ? formatoDoDecimal(casas) : FORMATO[tipo];
  celula.style = formato === undefined ? SEM_FORMATO : estiloDo(formato);
}

export async function xlsxDaTabela(t: TabelaDoRelatorio): Promise<Buffer> {
  const livro = new ExcelJS.Workbook();
  livro.title = t.titulo;
  const planilha = livro.addWorksheet('Relatório');
  planilha.columns = t.colunas.map((c) => ({ width: Math.max(c.largura * 6, c.titulo.length + 2) }));

  planilha.addRow([neutralizarFormula(t.titulo)]).font = { bold: true, size: 14 };
  for (const s of t.subtitulos) planilha.addRow([neutralizarFormula(s)]);
  planilha.addRow([]);

  const cabecalho = planilha.addRow(t.colunas.map((c) => c.titulo));
  cabecalho.font = { bold: true };
  planilha.views = [{ state: 'frozen', ySplit: cabecalho.number }];
  planilha.autoFilter = { from: { row: cabecalho.number, column: 1 }, to: { row: cabecalho.number, column: t.colunas.length } };

  for (const linha of t.linhas) {
    const row = planilha.addRow([]);
    t.colunas.forEach((c, i) => escrever(row.getCell(i + 1), linha[i] ?? null, c));
  }

  planilha.addRow([]);
  for (const total of t.totais) {
    const row = planilha.addRow([total.rotulo]);
    row.getCell(1).font = { bold: true };
    escrever(row.getCell(2), total.valor, total);
  }
  return Buffer.from(await livro.xlsx.writeBuffer());
}

/** A table whose rows arrive one by one (a report too large to hold). */
export interface TabelaEmFluxo {
  titulo: string;
  subtitulos: readonly string[];
  colunas: TabelaDoRelatorio['colunas'];
  linhas: AsyncIterable<readonly ValorDaCelula[]>;
  /** Read once every row has been written (the counts are known only then). */
  totais(): TabelaDoRelatorio['totais'];
}

/**
 * The same sheet as xlsxDaTabela through exceljs's streaming writer: each row is written and
 * committed as it arrives, strings are inline (no shared-strings table growing with the rows),
 * so memory holds only the compressed output, not a model of every cell.
 */
export async function xlsxEmFluxo(t: TabelaEmFluxo): Promise<Buffer> {
  const saida = new PassThrough();
  const pedacos: Buffer[] = [];
  saida.on('data', (pedaco: Buffer) => pedacos.push(pedaco));
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true, useSharedStrings: false });
  livro.title = t.titulo;
  const linhaDoCabecalho = t.subtitulos.length + 3;
  const planilha = livro.addWorksheet('Relatório', { views: [{ state: 'frozen', ySplit: linhaDoCabecalho }] });
  planilha.columns = t.colunas.map((c) => ({ width: Math.max(c.largura * 6, c.titulo.length + 2) }));
  planilha.autoFilter = { from: { row: linhaDoCabecalho, column: 1 }, to: { row: linhaDoCabecalho, column: t.colunas.length } };

  const titulo = planilha.addRow([neutralizarFormula(t.titulo)]);
  titulo.font = { bold: true, size: 14 };
  titulo.commit();
  for (const s of t.subtitulos) planilha.addRow([neutralizarFormula(s)]).commit();
  planilha.addRow([]).commit();
  const cabecalho = planilha.addRow(t.colunas.map((c) => c.titulo));
  cabecalho.font = { bold: true };
  cabecalho.commit();

  for await (const linha of t.linhas) {
    const row = planilha.addRow([]);
    t.colunas.forEach((c, i) => escrever(row.getCell(i + 1), linha[i] ?? null, c));
    row.commit();
  }

  planilha.addRow([]).commit();
  for (const total of t.totais()) {
    const row = planilha.addRow([total.rotulo]);
    row.getCell(1).font = { bold: true };
    escrever(row.getCell(2), total.valor, total);
    row.commit();
  }
  planilha.commit();
  const fim = new Promise<void>((resolve, reject) => {
    saida.on('end', resolve);
    saida.on('error', reject);
  });
  await livro.commit();
  await fim;
  return Buffer.concat(pedacos);
}
