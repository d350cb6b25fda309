import { interpolar } from '../i18n/idiomas.ts';
import { MENSAGENS_DO_ORCAMENTO as M } from './mensagens.ts';

// Fechamento freezes a year's budget: its lines are neither entered, changed, copied into nor
// removed any more. Payables of that year are still checked against the frozen plan.

/** null when the year's budget may change, else the pt-BR message that refuses the change. */
export function problemaDoAnoFechado(ano: number, anosFechados: readonly number[]): string | null {
  return anosFechados.includes(ano) ? interpolar(M.anoFechado, { ano: String(ano) }) : null;
}
