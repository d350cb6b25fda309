// When a birthday falls in a period of at most a year. Dates are YYYY-MM-DD strings (the
// database's and the validated request's), whose order is the calendar's; they are read by hand,
// not by a date library, because the job runs this for every person of the unit. A period across
// the new year looks in both years; one of a whole year and a day (e.g. 01/03/2025 to 01/03/2026)
// can hold the same birthday twice, at two ages.

export interface Aniversario {
  /** The day it falls on, YYYY-MM-DD. */
  data: string;
  /** The age completed that day. */
  idade: number;
}

const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_POR_DIA = 86_400_000;

const bissexto = (ano: number): boolean => (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;
const doisDigitos = (n: number): string => String(n).padStart(2, '0');

function partes(data: string): [number, number, number] | null {
  const m = DATA.exec(data);
  return m === null ? null : [Number(m[1]), Number(m[2]), Number(m[3])];
}

/**
 * The day of the birthday in `ano`. Born on 29 February: 28 February in a common year, so
 * the person still shows among February's birthdays.
 */
export function diaDoAniversario(mes: number, dia: number, ano: number): string {
  const diaNoAno = mes === 2 && dia === 29 && !bissexto(ano) ? 28 : dia;
  return `${String(ano).padStart(4, '0')}-${doisDigitos(mes)}-${doisDigitos(diaNoAno)}`;
}

/** The birthdays of one born on `nascimento` falling in [dataInicial, dataFinal], oldest first; none before the first. */
export function aniversariosNoPeriodo(nascimento: string, dataInicial: string, dataFinal: string): Aniversario[] {
  const nascido = partes(nascimento);
  if (nascido === null || !DATA.test(dataInicial) || !DATA.test(dataFinal)) return [];
  const [anoDeNascimento, mes, dia] = nascido;
  const aniversarios: Aniversario[] = [];
  for (let ano = Number(dataInicial.slice(0, 4)); ano <= Number(dataFinal.slice(0, 4)); ano++) {
    const data = diaDoAniversario(mes, dia, ano);
    const idade = ano - anoDeNascimento;
    if (idade >= 1 && data >= dataInicial && data <= dataFinal) aniversarios.push({ data, idade });
  }
  return aniversarios;
}

/** Days from `inicio` to `data` (both YYYY-MM-DD). */
export function diasEntre(inicio: string, data: string): number {
  const [a, b] = [partes(inicio), partes(data)];
  if (a === null || b === null) return 0;
  return Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / MS_POR_DIA);
}
