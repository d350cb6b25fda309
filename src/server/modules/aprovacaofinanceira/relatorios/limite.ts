import { LIMITE_DE_LINHAS_DO_PDF } from '../../../../shared/api/relatorios.ts';
import type { FormatoDoRelatorio } from '../../../../shared/api/registrointervalo.ts';
import { formatNumber } from '../../../../shared/format/number.ts';

// These cards' rows are read whole (a unit's decisions of a year, a project's expenses): the
// spreadsheet takes them all; the PDF its first LIMITE_DE_LINHAS_DO_PDF, saying so on top.

/** How many rows to read: one past the PDF's limit, to know it leaves rows out; all for the spreadsheet. */
export const linhasALer = (formato: FormatoDoRelatorio): number | null => (formato === 'PDF' ? LIMITE_DE_LINHAS_DO_PDF + 1 : null);

/** The rows the file shows and, when the PDF leaves some out, the line that says so. */
export function noLimite<L>(linhas: readonly L[], formato: FormatoDoRelatorio): { linhas: readonly L[]; aviso: string[] } {
  if (formato !== 'PDF' || linhas.length <= LIMITE_DE_LINHAS_DO_PDF) return { linhas, aviso: [] };
  const limite = formatNumber(LIMITE_DE_LINHAS_DO_PDF);
  return { linhas: linhas.slice(0, LIMITE_DE_LINHAS_DO_PDF), aviso: [`O PDF traz as primeiras ${limite} linhas; para todas, emita a planilha (XLSX).`] };
}
