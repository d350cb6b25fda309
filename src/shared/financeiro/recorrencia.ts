import { diasDoMes, montarData, partesDa, type DataISO } from '../calendario/data.ts';

// The due dates of a fixed entry: from the month of its start, every N months on its day,
// clamped to the month's end and never chained (day 31 gives 28/02 and then 31/03 again, as the
// installments of parcelamento.ts), none before its start nor after its end.

export type Periodicidade = 'MENSAL' | 'BIMESTRAL' | 'TRIMESTRAL' | 'SEMESTRAL' | 'ANUAL';

export const MESES_DA_PERIODICIDADE: Readonly<Record<Periodicidade, number>> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
};

export interface Recorrencia {
  periodicidade: Periodicidade;
  /** 1 to 31; a month shorter than the day has it on its last day. */
  diaDoVencimento: number;
  inicio: DataISO;
  /** The last day it may fall on; null for no end. */
  fim: DataISO | null;
}

const indiceDoMes = (data: DataISO): number => {
  const { ano, mes } = partesDa(data);
  return ano * 12 + (mes - 1);
};

function dataNoMes(indice: number, dia: number): DataISO {
  const ano = Math.floor(indice / 12);
  const mes = (indice % 12) + 1;
  return montarData({ ano, mes, dia: Math.min(dia, diasDoMes(ano, mes)) });
}

/** The due dates of the entry from `de` to `ate` (both included), in order. */
export function vencimentosNoPeriodo(r: Recorrencia, de: DataISO, ate: DataISO): DataISO[] {
  const passo = MESES_DA_PERIODICIDADE[r.periodicidade];
  const primeiro = indiceDoMes(r.inicio);
  const limite = r.fim !== null && r.fim < ate ? r.fim : ate;
  if (limite < de || limite < r.inicio) return [];
  // Start at the first occurrence whose month can reach `de`, not at the start's month.
  const saltos = Math.max(0, Math.floor((indiceDoMes(de) - primeiro) / passo));
  const datas: DataISO[] = [];
  for (let indice = primeiro + saltos * passo; indice <= indiceDoMes(limite); indice += passo) {
    const data = dataNoMes(indice, r.diaDoVencimento);
    if (data >= de && data >= r.inicio && data <= limite) datas.push(data);
  }
  return datas;
}

/** The first and last day of the months from `mesInicial` to `mesFinal` (YYYY-MM). */
export function periodoDosMeses(mesInicial: string, mesFinal: string): { de: DataISO; ate: DataISO } {
  return { de: `${mesInicial}-01`, ate: dataNoMes(indiceDoMes(`${mesFinal}-01`), 31) };
}
