import ExcelJS from 'exceljs';
import { neutralizarFormula } from './formula.ts';
import type { TabelaDoRelatorio, TipoDaColuna, ValorDaCelula } from './tabela.ts';

// Reports as XLSX through exceljs: the title and what the report covers on top, then the header
// row (frozen, with filters) and one typed row per record, then the totals. Dates and times are
// spreadsheet dates, durations spreadsheet durations (fractions of a day), numbers numbers, so
// they sort and add up; text cells that would run as formulas are neutralised.

const FORMATO: Readonly<Partial<Record<TipoDaColuna, string>>> = {
  numero: '#,##0',
  data: 'dd/mm/yyyy',
  hora: 'hh:mm',
  duracao: '[h]:mm:ss',
};

const SEGUNDOS_POR_DIA = 86_400;

function valorDaPlanilha(valor: ValorDaCelula, tipo: TipoDaColuna): ExcelJS.CellValue {
  if (valor === null) return null;
  if (typeof valor === 'string') return neutralizarFormula(valor);
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'number' && tipo === 'duracao') return valor / SEGUNDOS_POR_DIA;
  return valor;
}

function escrever(celula: ExcelJS.Cell, valor: ValorDaCelula, tipo: TipoDaColuna): void {
  celula.value = valorDaPlanilha(valor, tipo);
  const formato = FORMATO[tipo];
  if (formato !== undefined) celula.numFmt = formato;
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
    t.colunas.forEach((c, i) => escrever(row.getCell(i + 1), linha[i] ?? null, c.tipo));
  }

  planilha.addRow([]);
  for (const total of t.totais) {
    const row = planilha.addRow([total.rotulo]);
    row.getCell(1).font = { bold: true };
    escrever(row.getCell(2), total.valor, total.tipo);
  }
  return Buffer.from(await livro.xlsx.writeBuffer());
}
