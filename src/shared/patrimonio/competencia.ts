import { partesDa, type DataISO } from '../calendario/data.ts';

// A competence is a month, `YYYY-MM`. The schedule counts months as one integer (year × 12 + month
// − 1) so that adding months never passes through a date and its day-of-month.

/** A month as `YYYY-MM`. */
export type Competencia = string;

const FORMATO = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const ehCompetencia = (texto: unknown): texto is Competencia => typeof texto === 'string' && FORMATO.test(texto);

/** The month of a date: 2025-03-15 → 2025-03. */
export const competenciaDa = (data: DataISO): Competencia => data.slice(0, 7);

/** The month as a whole number of months since year 0. */
export function indiceDaCompetencia(competencia: Competencia): number {
  const { ano, mes } = partesDa(`${competencia}-01`);
  return ano * 12 + mes - 1;
}

export const competenciaDoIndice = (indice: number): Competencia =>
  `${String(Math.floor(indice / 12)).padStart(4, '0')}-${String((indice % 12) + 1).padStart(2, '0')}`;

/** The month so many months later. */
export const somarMesesNaCompetencia = (competencia: Competencia, meses: number): Competencia =>
  competenciaDoIndice(indiceDaCompetencia(competencia) + meses);
