import type { ResumoResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { formatMoney, formatNumber } from '../../../shared/format/index.ts';

/** GET {recurso}/resumos: each figure by its nome. */
export type ValoresDosResumos = Readonly<Record<string, number>>;

/** A sum of money as 1.234,56; any other figure as a pt-BR number. */
export function formatarResumo(resumo: ResumoResolvido, valor: number): string {
  return resumo.dinheiro ? formatMoney(valor) : formatNumber(valor);
}

/**
 * The footer's cells by column id: each sum under the column of the field it sums, and `rotulo`
 * in the first column when no sum sits there. A sum of a field the list does not show, a sum of
 * only some records (se: the overdue part of what is open) and every count are the summary bar's
 * alone: with none under a column, there is no footer (null).
 */
export function celulasDoRodape(resumos: readonly ResumoResolvido[], colunas: readonly string[], valores: ValoresDosResumos, rotulo: string): Record<string, string> | null {
  const mostradas = new Set(colunas);
  const somas = resumos.flatMap((resumo) => {
    const valor = valores[resumo.nome];
    return resumo.soma === null || resumo.condicional || !mostradas.has(resumo.soma) || valor === undefined ? [] : [[resumo.soma, formatarResumo(resumo, valor)] as const];
  });
  const [primeira] = colunas;
  if (somas.length === 0 || primeira === undefined) return null;
  return { [primeira]: rotulo, ...Object.fromEntries(somas) };
}
