import { diaDaSemana, feriadosNacionais, type DataISO } from '../calendario/index.ts';
import { dataLocal, diaSeguinte, instanteLocal } from './fuso.ts';
import { MENSAGENS_DO_ATENDIMENTO as M } from './mensagens.ts';

// The business hours of the service desk: the working weekdays, the day's hours with an optional
// lunch break, and the holidays (the national ones the shared calendar computes and the
// institution's, from the finance core's one holiday table). Times are minutes of the local day;
// instants are ms since the epoch. Pure, so the server and the tests count the same way.

export const MS_POR_MINUTO = 60_000;
// A calendar with no working day would walk for ever: ten years of days is the bound.
const LIMITE_DE_DIAS = 3_660;

export interface CalendarioDeAtendimento {
  /** The working weekdays, 0 Sunday to 6 Saturday. */
  diasDaSemana: readonly number[];
  /** Minutes of the day: 480 is 08:00. */
  inicio: number;
  fim: number;
  /** The lunch break inside the day, or null. */
  intervalo: { inicio: number; fim: number } | null;
  /** The institution's holidays (YYYY-MM-DD); the national ones are always off. */
  feriados: ReadonlySet<DataISO>;
}

const nacionais = new Map<number, ReadonlySet<DataISO>>();

function feriadoNacional(data: DataISO): boolean {
  const ano = Number(data.slice(0, 4));
  let datas = nacionais.get(ano);
  if (datas === undefined) {
    datas = new Set(feriadosNacionais(ano).map((f) => f.data));
    nacionais.set(ano, datas);
  }
  return datas.has(data);
}

/** Why a calendar cannot count (no working day, a day that ends before it starts, a break outside the day), or null. */
export function problemaDoCalendario(c: CalendarioDeAtendimento): string | null {
  if (c.diasDaSemana.length === 0) return M.semDias;
  if (!(c.inicio >= 0 && c.fim <= 1440 && c.inicio < c.fim)) return M.fimAntesDoInicio;
  const i = c.intervalo;
  if (i !== null && !(c.inicio < i.inicio && i.inicio < i.fim && i.fim < c.fim)) return M.intervaloForaDoDia;
  return null;
}

/** The working periods of a local date, as instants [início, fim), in order; none on a day off. */
export function periodosDoDia(c: CalendarioDeAtendimento, data: DataISO): readonly (readonly [number, number])[] {
  if (!c.diasDaSemana.includes(diaDaSemana(data)) || c.feriados.has(data) || feriadoNacional(data)) return [];
  const faixas = c.intervalo === null ? [[c.inicio, c.fim]] : [[c.inicio, c.intervalo.inicio], [c.intervalo.fim, c.fim]];
  return faixas.map(([de, ate]) => [instanteLocal(data, de ?? 0), instanteLocal(data, ate ?? 0)] as const);
}

function conferir(c: CalendarioDeAtendimento): void {
  const problema = problemaDoCalendario(c);
  if (problema !== null) throw new RangeError(problema);
}

/** The business ms between two instants (0 when the second is not after the first). */
export function msUteisEntre(c: CalendarioDeAtendimento, de: number, ate: number): number {
  conferir(c);
  let total = 0;
  const ultimo = dataLocal(ate);
  for (let dia = dataLocal(de), n = 0; de < ate && dia <= ultimo && n <= LIMITE_DE_DIAS; dia = diaSeguinte(dia), n++) {
    for (const [inicio, fim] of periodosDoDia(c, dia)) total += Math.max(0, Math.min(fim, ate) - Math.max(inicio, de));
  }
  return total;
}

/** The business minutes between two instants (fractions of a minute kept). */
export const minutosUteisEntre = (c: CalendarioDeAtendimento, de: number, ate: number): number => msUteisEntre(c, de, ate) / MS_POR_MINUTO;

/** The instant at which so many business ms have passed since `de` (a period's end, not the next start, when they end with it). */
export function somarMsUteis(c: CalendarioDeAtendimento, de: number, ms: number): number {
  conferir(c);
  if (!(ms >= 0)) throw new RangeError(`Not a duration: ${ms}`);
  if (ms === 0) return de;
  let restante = ms;
  for (let dia = dataLocal(de), n = 0; n <= LIMITE_DE_DIAS; dia = diaSeguinte(dia), n++) {
    for (const [inicio, fim] of periodosDoDia(c, dia)) {
      const comeco = Math.max(inicio, de);
      if (comeco >= fim) continue;
      if (restante <= fim - comeco) return comeco + restante;
      restante -= fim - comeco;
    }
  }
  throw new RangeError('O calendário não tem horas de atendimento em dez anos.');
}

/** The instant at which so many business minutes have passed since `de`. */
export const somarMinutosUteis = (c: CalendarioDeAtendimento, de: number, minutos: number): number => somarMsUteis(c, de, minutos * MS_POR_MINUTO);
