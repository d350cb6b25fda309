import type { ComponenteDoImposto } from './imposto.ts';
import { CASAS_DA_ALIQUOTA, emDezMilesimos } from './imposto.ts';

// The taxes a payable withholds from its base, each as the finance configuration stores it: a
// rate (%), the components it adds up (PIS 0,65 + COFINS 3 + CSLL 1 = 4,65) and a minimum.
//
// Rounding: each component (or the tax itself, without components) is base × rate rounded to the
// nearest cent, half a cent up; the tax is the sum of its rounded components, so the amounts
// on the separate collection codes add up to the amount withheld. Nothing is withheld when that
// sum is the minimum or less (Lei 10.833/2003 art. 31 §3: R$ 10,00 for PIS/COFINS/CSLL).

/** A tax as the finance configuration holds it, its minimum in cents. */
export interface ImpostoDaRetencao {
  sigla: string;
  /** Percent, at most four decimals. */
  aliquota: number;
  componentes: readonly ComponenteDoImposto[] | null;
  valorMinimoCentavos: number | null;
}

export interface Retencao {
  sigla: string;
  /** False when the amount would be the minimum or less: nothing is withheld. */
  retido: boolean;
  valorCentavos: number;
  /** The components' amounts (empty for a tax without components), zero when not withheld. */
  componentes: { sigla: string; valorCentavos: number }[];
}

export interface Retencoes {
  itens: Retencao[];
  totalRetidoCentavos: number;
  /** What is left to pay the supplier. */
  liquidoCentavos: number;
}

// 100% in ten-thousandths of a percent.
const INTEIRO = BigInt(100 * 10 ** CASAS_DA_ALIQUOTA);

/** base × rate% to the nearest cent, half up, in integers (BigInt: the product passes 2^53). */
export function aplicarAliquota(baseCentavos: number, aliquota: number): number {
  if (!Number.isSafeInteger(baseCentavos) || baseCentavos < 0) throw new RangeError(`Not a base in cents: ${baseCentavos}`);
  const produto = BigInt(baseCentavos) * BigInt(emDezMilesimos(aliquota));
  return Number((produto * 2n + INTEIRO) / (INTEIRO * 2n));
}

/** One tax withheld from a base, or not withheld when its amount is the minimum or less. */
export function reter(baseCentavos: number, imposto: ImpostoDaRetencao): Retencao {
  const partes = (imposto.componentes ?? []).map((c) => ({ sigla: c.sigla, valorCentavos: aplicarAliquota(baseCentavos, c.aliquota) }));
  const valor = partes.length > 0 ? partes.reduce((soma, c) => soma + c.valorCentavos, 0) : aplicarAliquota(baseCentavos, imposto.aliquota);
  const retido = valor > 0 && valor > (imposto.valorMinimoCentavos ?? 0);
  return {
    sigla: imposto.sigla,
    retido,
    valorCentavos: retido ? valor : 0,
    componentes: partes.map((c) => ({ ...c, valorCentavos: retido ? c.valorCentavos : 0 })),
  };
}

/** The taxes withheld from a payable's base, their total and the net paid to the supplier. */
export function retencoes(baseCentavos: number, impostos: readonly ImpostoDaRetencao[]): Retencoes {
  const itens = impostos.map((imposto) => reter(baseCentavos, imposto));
  const totalRetidoCentavos = itens.reduce((soma, r) => soma + r.valorCentavos, 0);
  return { itens, totalRetidoCentavos, liquidoCentavos: baseCentavos - totalRetidoCentavos };
}
