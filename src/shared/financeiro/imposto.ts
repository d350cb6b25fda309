import type { FieldError } from '../api/contract.ts';
import { formatNumber } from '../format/number.ts';
import { interpolar } from '../i18n/idiomas.ts';
import { casasDecimaisDe, MENSAGENS_VALIDACAO } from '../validation/index.ts';
import { MENSAGENS_DO_FINANCEIRO as M } from './mensagens.ts';

// A tax's rules between its fields: the rate is the sum of its components' (PIS 0,65 + COFINS 3
// + CSLL 1 = 4,65), and a municipal tax (ISS) names its municipality.

export const CASAS_DA_ALIQUOTA = 4;

export interface ComponenteDoImposto {
  sigla: string;
  aliquota: number;
}

/** The tax as it will be saved. */
export interface ImpostoASalvar {
  esfera: 'FEDERAL' | 'MUNICIPAL' | null;
  municipio: string | null;
  aliquota: number | null;
  componentes: readonly ComponenteDoImposto[];
}

/**
 * A rate of at most four decimals as a whole number of ten-thousandths (4,65 → 46500): exact,
 * since the product's float error is far below the half that rounding removes, so the sum is
 * an integer sum.
 */
export const emDezMilesimos = (aliquota: number): number => Math.round(aliquota * 10 ** CASAS_DA_ALIQUOTA);

const exata = (aliquota: number): boolean => (casasDecimaisDe(aliquota) ?? Infinity) <= CASAS_DA_ALIQUOTA;

export function problemasDoImposto(i: ImpostoASalvar): FieldError[] {
  const problemas: FieldError[] = [];
  if (i.esfera === 'MUNICIPAL' && (i.municipio ?? '').trim() === '') problemas.push({ field: 'municipio', message: MENSAGENS_VALIDACAO.required });
  const taxas = i.componentes.map((c) => c.aliquota);
  // Rates with more decimals are the decimals rule's to report, not a wrong sum.
  if (i.aliquota === null || taxas.length === 0 || ![i.aliquota, ...taxas].every(exata)) return problemas;
  const soma = taxas.reduce((total, taxa) => total + emDezMilesimos(taxa), 0);
  if (soma !== emDezMilesimos(i.aliquota)) {
    const texto = formatNumber(soma / 10 ** CASAS_DA_ALIQUOTA, { maximumFractionDigits: CASAS_DA_ALIQUOTA });
    problemas.push({ field: 'aliquota', message: interpolar(M.somaDosComponentes, { soma: texto }) });
  }
  return problemas;
}
