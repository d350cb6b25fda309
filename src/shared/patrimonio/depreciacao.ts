import { competenciaDa, indiceDaCompetencia, somarMesesNaCompetencia, type Competencia } from './competencia.ts';

// The straight-line depreciation of an asset (RFB IN 1700/2017, Annex III rates), in whole cents.
// The month the asset enters use counts in full, and every month after it. Each quota is the
// depreciable amount (value − residual) ÷ life in months, truncated to the cent; the remainder
// goes on the last quota, so the quotas add up to the depreciable amount exactly and the book
// value never falls below the residual. An asset brought in with accumulated depreciation
// continues from it: the months already depreciated are accumulated ÷ the monthly quota, and what
// is left (value − residual − accumulated) is spread the same way over the remaining months.

export interface RegraDeDepreciacao {
  valorCentavos: number;
  residualCentavos: number;
  vidaUtilMeses: number;
  /** `YYYY-MM-DD`: the day the asset entered use; its month counts in full. */
  inicioUso: string;
  acumuladaCentavos?: number;
}

export interface Quota {
  competencia: Competencia;
  valorCentavos: number;
}

/** The monthly quota of the whole life, truncated to the cent. */
export const quotaMensal = (regra: RegraDeDepreciacao): number =>
  Math.floor((regra.valorCentavos - regra.residualCentavos) / regra.vidaUtilMeses);

/** How many months the accumulated depreciation stands for (at most all but one, which takes what is left). */
export function mesesJaDepreciados(regra: RegraDeDepreciacao): number {
  const acumulada = regra.acumuladaCentavos ?? 0;
  const quota = quotaMensal(regra);
  if (acumulada === 0 || quota === 0) return 0;
  return Math.min(Math.floor(acumulada / quota), regra.vidaUtilMeses - 1);
}

/**
 * The quotas still to post, one per month from the first month not yet depreciated. Empty when
 * nothing is left to depreciate. The caller has checked the rule (conferirRegra).
 */
export function cronograma(regra: RegraDeDepreciacao): Quota[] {
  const restante = regra.valorCentavos - regra.residualCentavos - (regra.acumuladaCentavos ?? 0);
  if (restante <= 0 || regra.vidaUtilMeses <= 0) return [];
  const feitos = mesesJaDepreciados(regra);
  const meses = regra.vidaUtilMeses - feitos;
  const quota = Math.floor(restante / meses);
  const primeira = somarMesesNaCompetencia(competenciaDa(regra.inicioUso), feitos);
  return Array.from({ length: meses }, (_, i) => ({
    competencia: somarMesesNaCompetencia(primeira, i),
    valorCentavos: i === meses - 1 ? restante - quota * (meses - 1) : quota,
  }));
}

/** The depreciation accumulated by the end of `competencia` (the imported amount included). */
export function acumuladaAte(regra: RegraDeDepreciacao, competencia: Competencia): number {
  const limite = indiceDaCompetencia(competencia);
  return cronograma(regra)
    .filter((q) => indiceDaCompetencia(q.competencia) <= limite)
    .reduce((soma, q) => soma + q.valorCentavos, regra.acumuladaCentavos ?? 0);
}

/** The book value at the end of `competencia`: value less the depreciation accumulated by then. */
export const valorContabilEm = (regra: RegraDeDepreciacao, competencia: Competencia): number =>
  regra.valorCentavos - acumuladaAte(regra, competencia);
