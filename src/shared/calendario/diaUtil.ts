import { diaDaSemanaDe } from './contagemDeDias.ts';
import { dataDoNumero, numeroDoDia, somarDias, type DataISO } from './data.ts';
import { feriadosNacionais } from './feriados.ts';

// A business day is a weekday that is neither a national bank holiday nor one of the
// institution's own (state and municipal), which the server keeps in its holiday table.

export type FeriadosExtras = ReadonlySet<DataISO> | readonly DataISO[];

// A year's holidays are asked again and again (every installment, every SLA): computed once.
const nacionaisPorAno = new Map<number, ReadonlySet<DataISO>>();

function nacionaisDe(ano: number): ReadonlySet<DataISO> {
  let datas = nacionaisPorAno.get(ano);
  if (datas === undefined) {
    datas = new Set(feriadosNacionais(ano).map((f) => f.data));
    nacionaisPorAno.set(ano, datas);
  }
  return datas;
}

/** A list of holidays as a set, once per call rather than once per day looked at. */
const comoConjunto = (extras: FeriadosExtras): ReadonlySet<DataISO> => (extras instanceof Set ? extras : new Set(extras));

/** The date and its day number, which the caller has computed already: no parsing on each step of a walk. */
function util(data: DataISO, numero: number, extras: ReadonlySet<DataISO>): boolean {
  const semana = diaDaSemanaDe(numero);
  return semana !== 0 && semana !== 6 && !nacionaisDe(Number(data.slice(0, 4))).has(data) && !extras.has(data);
}

/** Not a Saturday, a Sunday, a national bank holiday or one of the institution's holidays. */
export const ehDiaUtil = (data: DataISO, feriadosExtras: FeriadosExtras = []): boolean => util(data, numeroDoDia(data), comoConjunto(feriadosExtras));

/** The date itself when it is a business day, else the first business day after it. */
export const proximoDiaUtil = (data: DataISO, feriadosExtras: FeriadosExtras = []): DataISO => andar(data, 1, comoConjunto(feriadosExtras));

/** The date itself when it is a business day, else the last business day before it (a tax due date that is brought forward). */
export const diaUtilAnterior = (data: DataISO, feriadosExtras: FeriadosExtras = []): DataISO => andar(data, -1, comoConjunto(feriadosExtras));

/** The first business day from the date on, walking forward or back. */
function andar(data: DataISO, passo: 1 | -1, extras: ReadonlySet<DataISO>): DataISO {
  let numero = numeroDoDia(data);
  let dia = data;
  while (!util(dia, numero, extras)) {
    numero += passo;
    dia = dataDoNumero(numero);
  }
  return dia;
}

/**
 * A deadline of `dias` business days: counted from the first business day on or after the date,
 * that day excluded (an event on Saturday counts from Monday, so one day is Tuesday); 0 is proximoDiaUtil.
 */
export function somarDiasUteis(data: DataISO, dias: number, feriadosExtras: FeriadosExtras = []): DataISO {
  if (!Number.isSafeInteger(dias) || dias < 0) throw new RangeError(`Not a count of business days: ${dias}`);
  const extras = comoConjunto(feriadosExtras);
  let dia = andar(data, 1, extras);
  for (let contados = 0; contados < dias; contados++) dia = andar(somarDias(dia, 1), 1, extras);
  return dia;
}
