// CSV that spreadsheet programs in Brazil open as they are: UTF-8 with BOM, ';' between fields,
// CRLF between lines. Cells that a spreadsheet would run as a formula are neutralised.

import { neutralizarFormula } from './relatorios/formula.ts';

export const BOM = '\uFEFF';

export function celulaCsv(valor: string | number | boolean | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  const texto = typeof valor === 'string' ? neutralizarFormula(valor) : String(valor);
  return /[;"\r\n]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
}

export function linhaCsv(celulas: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${celulas.map(celulaCsv).join(';')}\r\n`;
}
