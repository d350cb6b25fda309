// CSV that spreadsheet programs in Brazil open as they are: UTF-8 with BOM, ';' between fields,
// CRLF between lines. Cells that a spreadsheet would run as a formula are neutralised.

export const BOM = '\uFEFF';

const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;

export function celulaCsv(valor: string | number | boolean | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  let texto = String(valor);
  if (typeof valor === 'string' && INICIO_DE_FORMULA.test(texto)) texto = `'${texto}`;
  return /[;"\r\n]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
}

export function linhaCsv(celulas: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${celulas.map(celulaCsv).join(';')}\r\n`;
}
