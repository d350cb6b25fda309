import ExcelJS from 'exceljs';

// The first worksheet of an XLSX as text cells, row by row (the sheet's row numbers kept: a
// row's number is its line). Dates become DD/MM/YYYY (exceljs gives the wall-clock value in the
// Date's UTC fields), formulas their cached result, rich text its plain text.

export interface RegistroDaPlanilha {
  linha: number;
  celulas: string[];
}

const doisDigitos = (n: number) => String(n).padStart(2, '0');

function textoDaCelula(valor: ExcelJS.CellValue): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'string') return valor;
  if (typeof valor === 'number') return Number.isInteger(valor) ? valor.toFixed(0) : String(valor);
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (valor instanceof Date) {
    if (Number.isNaN(valor.getTime())) return '';
    return `${doisDigitos(valor.getUTCDate())}/${doisDigitos(valor.getUTCMonth() + 1)}/${valor.getUTCFullYear()}`;
  }
  if ('richText' in valor) return valor.richText.map((t) => t.text).join('');
  if ('formula' in valor || 'sharedFormula' in valor) return textoDaCelula((valor as { result?: ExcelJS.CellValue }).result ?? null);
  if ('hyperlink' in valor) return typeof valor.text === 'string' ? valor.text : textoDaCelula(valor.text as ExcelJS.CellValue);
  return '';
}

/** Null when the bytes are not a readable workbook or it has no worksheet. */
export async function registrosDoXlsx(conteudo: Buffer): Promise<RegistroDaPlanilha[] | null> {
  const livro = new ExcelJS.Workbook();
  try {
    await livro.xlsx.load(conteudo as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  const folha = livro.worksheets[0];
  if (folha === undefined) return null;
  const registros: RegistroDaPlanilha[] = [];
  folha.eachRow({ includeEmpty: false }, (row, numero) => {
    const celulas: string[] = [];
    row.eachCell({ includeEmpty: true }, (celula, coluna) => {
      celulas[coluna - 1] = textoDaCelula(celula.value);
    });
    registros.push({ linha: numero, celulas: Array.from(celulas, (c) => c ?? '') });
  });
  return registros;
}
