// A text cell a spreadsheet would run as a formula (or a DDE command) when it begins with
// = + - @, a tab or a carriage return, leading spaces included, gets a leading apostrophe so it
// stays text (OWASP, CSV injection). Used by CSV and XLSX output alike.

const INICIO_DE_FORMULA = /^(?:[\t\r]|\s*[=+\-@])/;

export function neutralizarFormula(texto: string): string {
  return INICIO_DE_FORMULA.test(texto) ? `'${texto}` : texto;
}
