import { diasDoMes, partesDa, somarDias, type DataISO } from '../../../../shared/calendario/data.ts';

// A period split where the dashboards read their sums: the whole months from the monthly table
// (realizado_mensal), the days before the first whole month and after the last one from the
// daily table (realizado_diario). A period with no whole month is all days, in `inicio`.

export interface Intervalo {
  inicio: DataISO;
  fim: DataISO;
}

export interface PartesDoPeriodo {
  /** The days before the first whole month (or the whole period, when it has no whole month). */
  inicio: Intervalo | null;
  /** From the first day of the first whole month to the last day of the last one. */
  meses: Intervalo | null;
  /** The days after the last whole month. */
  fim: Intervalo | null;
}

const primeiroDiaDoMes = (data: DataISO): DataISO => `${data.slice(0, 7)}-01`;

function ultimoDiaDoMes(data: DataISO): DataISO {
  const { ano, mes } = partesDa(data);
  return `${data.slice(0, 7)}-${String(diasDoMes(ano, mes)).padStart(2, '0')}`;
}

/** 2026-01-15 to 2026-04-10: days 01-15..01-31, months 02-01..03-31, days 04-01..04-10. */
export function partesDoPeriodo(inicio: DataISO, fim: DataISO): PartesDoPeriodo {
  const primeiroMes = inicio === primeiroDiaDoMes(inicio) ? inicio : somarDias(ultimoDiaDoMes(inicio), 1);
  const ultimoMes = fim === ultimoDiaDoMes(fim) ? fim : somarDias(primeiroDiaDoMes(fim), -1);
  if (primeiroMes > ultimoMes) return { inicio: { inicio, fim }, meses: null, fim: null };
  return {
    inicio: inicio < primeiroMes ? { inicio, fim: somarDias(primeiroMes, -1) } : null,
    meses: { inicio: primeiroMes, fim: ultimoMes },
    fim: ultimoMes < fim ? { inicio: somarDias(ultimoMes, 1), fim } : null,
  };
}
