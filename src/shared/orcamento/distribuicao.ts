import { VALOR_MAXIMO_CENTAVOS } from '../financeiro/centavos.ts';
import { MENSAGENS_DO_ORCAMENTO as M } from './mensagens.ts';

// A yearly budget spread over its twelve months as installments are (parcelamento.ts): each month
// is the year divided by twelve, truncated to the cent, and the remainder goes whole on December
// (or on January, when asked), so the months always add up to the year.

export const MESES_DO_ANO = 12;

/** A line of the plan: a category and a cost centre. */
export interface ChaveDaLinha {
  categoriaId: number;
  centroDeCustoId: number;
}

/** The twelve planned months of a line, January first, in cents. */
export interface LinhaDoOrcamento extends ChaveDaLinha {
  mesesCentavos: readonly number[];
}

/** null for a yearly value the plan takes (whole cents from 0 to the money maximum), else its pt-BR message. */
export function problemaDoValorAnual(centavos: number): string | null {
  return Number.isSafeInteger(centavos) && centavos >= 0 && centavos <= VALOR_MAXIMO_CENTAVOS ? null : M.valorAnual;
}

/** The year's value in twelve months: equal truncated parts, the remainder on December or January. */
export function distribuirNoAno(anualCentavos: number, restoNo: 'ultimo' | 'primeiro' = 'ultimo'): number[] {
  if (problemaDoValorAnual(anualCentavos) !== null) throw new RangeError(`Not a yearly budget in cents: ${anualCentavos}`);
  const base = Math.floor(anualCentavos / MESES_DO_ANO);
  const resto = anualCentavos - base * MESES_DO_ANO;
  const comResto = restoNo === 'ultimo' ? MESES_DO_ANO - 1 : 0;
  return Array.from({ length: MESES_DO_ANO }, (_, i) => (i === comResto ? base + resto : base));
}

/** A line's months copied onto another line: the destination's months become the origin's. */
export function copiarLinha(origem: LinhaDoOrcamento, destino: ChaveDaLinha): LinhaDoOrcamento {
  if (mesmaLinha(origem, destino)) throw new RangeError('A line is not copied onto itself');
  return { categoriaId: destino.categoriaId, centroDeCustoId: destino.centroDeCustoId, mesesCentavos: [...origem.mesesCentavos] };
}

/** null when the copy may go there, else its pt-BR message: a line is not copied onto itself. */
export const problemaDaCopia = (origem: ChaveDaLinha, destino: ChaveDaLinha): string | null => (mesmaLinha(origem, destino) ? M.copiaNaPropriaLinha : null);

const mesmaLinha = (a: ChaveDaLinha, b: ChaveDaLinha): boolean => a.categoriaId === b.categoriaId && a.centroDeCustoId === b.centroDeCustoId;
