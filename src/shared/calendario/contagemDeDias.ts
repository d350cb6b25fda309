// Dates to day numbers and back in integer arithmetic, no Date object: the proleptic Gregorian
// calendar counted in days from 1970-01-01, by eras of 400 years (146.097 days), after Howard
// Hinnant's days_from_civil and civil_from_days. Months start in March inside an era so that
// February, with its leap day, is the era year's last month.

const DIAS_DA_ERA = 146_097;
// Days from 0000-03-01 to 1970-01-01.
const ATE_1970 = 719_468;

export const ehBissexto = (ano: number): boolean => (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;

const DIAS_DOS_MESES = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The days of a month (February of a leap year has 29). */
export const diasDoMes = (ano: number, mes: number): number => (mes === 2 && ehBissexto(ano) ? 29 : DIAS_DOS_MESES[mes - 1]!);

/** Days from 1970-01-01 to a year, month (1 to 12) and day. */
export function diasDesde1970(ano: number, mes: number, dia: number): number {
  const anoDeMarco = mes <= 2 ? ano - 1 : ano;
  const era = Math.floor(anoDeMarco / 400);
  const anoDaEra = anoDeMarco - era * 400;
  const diaDoAno = Math.floor((153 * (mes > 2 ? mes - 3 : mes + 9) + 2) / 5) + dia - 1;
  const diaDaEra = anoDaEra * 365 + Math.floor(anoDaEra / 4) - Math.floor(anoDaEra / 100) + diaDoAno;
  return era * DIAS_DA_ERA + diaDaEra - ATE_1970;
}

/** The year, month (1 to 12) and day so many days from 1970-01-01. */
export function dataCivilDe(dias: number): { ano: number; mes: number; dia: number } {
  const z = dias + ATE_1970;
  const era = Math.floor(z / DIAS_DA_ERA);
  const diaDaEra = z - era * DIAS_DA_ERA;
  const anoDaEra = Math.floor((diaDaEra - Math.floor(diaDaEra / 1460) + Math.floor(diaDaEra / 36_524) - Math.floor(diaDaEra / 146_096)) / 365);
  const diaDoAno = diaDaEra - (365 * anoDaEra + Math.floor(anoDaEra / 4) - Math.floor(anoDaEra / 100));
  const mesDeMarco = Math.floor((5 * diaDoAno + 2) / 153);
  const mes = mesDeMarco < 10 ? mesDeMarco + 3 : mesDeMarco - 9;
  const ano = anoDaEra + era * 400 + (mes <= 2 ? 1 : 0);
  return { ano, mes, dia: diaDoAno - Math.floor((153 * mesDeMarco + 2) / 5) + 1 };
}

/** 0 is Sunday, 6 is Saturday; 1970-01-01 was a Thursday. */
export const diaDaSemanaDe = (dias: number): number => (((dias + 4) % 7) + 7) % 7;
