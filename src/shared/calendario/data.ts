import { dataCivilDe, diaDaSemanaDe, diasDesde1970, diasDoMes } from './contagemDeDias.ts';

// A calendar date is the text `YYYY-MM-DD`, the model's own format. The arithmetic counts whole
// days in integers, where no timezone or daylight saving moves a date to its neighbour.

export { diasDoMes };

/** A date as `YYYY-MM-DD`. */
export type DataISO = string;

export interface DataCivil {
  ano: number;
  /** 1 to 12. */
  mes: number;
  dia: number;
}

const FORMATO = /^(\d{4})-(\d{2})-(\d{2})$/;
// The Gregorian calendar (and its Easter) begins in 1583.
const PRIMEIRO_ANO = 1583;

/** The parts of a real date from 1583 on, or null for any other text (2025-02-29, 2025-2-1). */
export function lerData(texto: string): DataCivil | null {
  const m = FORMATO.exec(texto);
  if (m === null) return null;
  const [ano, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (ano < PRIMEIRO_ANO || mes < 1 || mes > 12 || dia < 1 || dia > diasDoMes(ano, mes)) return null;
  return { ano, mes, dia };
}

/** A real `YYYY-MM-DD` date from 1583 on. */
export const ehDataISO = (texto: unknown): texto is DataISO => typeof texto === 'string' && lerData(texto) !== null;

/** The parts of a date the caller has validated; a text that is no date is a programming error. */
export function partesDa(data: DataISO): DataCivil {
  const partes = lerData(data);
  if (partes === null) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(data)}`);
  return partes;
}

const doisDigitos = (n: number): string => String(n).padStart(2, '0');

/** The date of a year, month and day that exist together. */
export const montarData = ({ ano, mes, dia }: DataCivil): DataISO => `${String(ano).padStart(4, '0')}-${doisDigitos(mes)}-${doisDigitos(dia)}`;

/** Days since 1970-01-01. */
export function numeroDoDia(data: DataISO): number {
  const { ano, mes, dia } = partesDa(data);
  return diasDesde1970(ano, mes, dia);
}

/** The date so many days after 1970-01-01. */
export const dataDoNumero = (numero: number): DataISO => montarData(dataCivilDe(numero));

/** The date so many days later (earlier when negative). */
export const somarDias = (data: DataISO, dias: number): DataISO => dataDoNumero(numeroDoDia(data) + dias);

/** 0 is Sunday, 6 is Saturday. */
export const diaDaSemana = (data: DataISO): number => diaDaSemanaDe(numeroDoDia(data));

/** The same day `meses` months later, clamped to the month's end (31/01 + 1 → 28/02 or 29/02). */
export function somarMeses(data: DataISO, meses: number): DataISO {
  const { ano, mes, dia } = partesDa(data);
  const indice = ano * 12 + (mes - 1) + meses;
  const [novoAno, novoMes] = [Math.floor(indice / 12), (indice % 12) + 1];
  return montarData({ ano: novoAno, mes: novoMes, dia: Math.min(dia, diasDoMes(novoAno, novoMes)) });
}
