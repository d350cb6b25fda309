import { MODEL_FORMAT } from '../format/date-formats.ts';
import type { Dayjs } from '../format/dayjs.ts';
import { toWallClock, type DateInput } from '../format/wall-clock.ts';
import type { DatasPeriodo, OpcaoPeriodo, ValorPeriodo } from './opcoes.ts';

/** The two dates a CUSTOMIZADO period was given: model values or instants. */
export interface PeriodoCustomizado {
  inicial?: DateInput;
  final?: DateInput;
}

type Range = readonly [Dayjs, Dayjs];

// Each option as the first and last day it covers, from São Paulo's wall time now.
const RANGES: Readonly<Record<Exclude<OpcaoPeriodo, 'TODOS' | 'CUSTOMIZADO' | 'ULTIMOS_30_DIAS'>, (hoje: Dayjs) => Range>> = {
  ONTEM: (hoje) => [hoje.subtract(1, 'day'), hoje.subtract(1, 'day')],
  HOJE: (hoje) => [hoje, hoje],
  // day() is 0 on Sunday, so it is also the number of days since Sunday.
  ESTA_SEMANA: (hoje) => [hoje.subtract(hoje.day(), 'day'), hoje.add(6 - hoje.day(), 'day')],
  ESTA_SEMANA_ISO: (hoje) => {
    const desdeSegunda = (hoje.day() + 6) % 7;
    return [hoje.subtract(desdeSegunda, 'day'), hoje.add(6 - desdeSegunda, 'day')];
  },
  ESTE_MES: (hoje) => [hoje.startOf('month'), hoje.endOf('month')],
  MES_ANTERIOR: (hoje) => {
    const anterior = hoje.startOf('month').subtract(1, 'month');
    return [anterior, anterior.endOf('month')];
  },
  // The whole year, so 31 December, day 366 of a leap year, is included (DESIGN.md).
  ANUAL: (hoje) => [hoje.startOf('year'), hoje.endOf('year')],
};

/**
 * The bounds of a period option at `agora`, in São Paulo time: 00:00:00 of the first day
 * to 23:59:59 of the last; ULTIMOS_30_DIAS is the exact moment 30 days ago to now; TODOS
 * has no bounds; CUSTOMIZADO spans the whole days of the dates given (a missing or
 * invalid one leaves that side open).
 */
export function intervaloDoPeriodo(opcao: OpcaoPeriodo, agora: Date, custom: PeriodoCustomizado = {}): DatasPeriodo {
  switch (opcao) {
    case 'TODOS':
      return { inicial: null, final: null };
    case 'CUSTOMIZADO':
      return { inicial: startOfDay(toWallClock(custom.inicial)), final: endOfDay(toWallClock(custom.final)) };
    case 'ULTIMOS_30_DIAS': {
      const now = requireWallClock(agora);
      return { inicial: now.subtract(30, 'day').format(MODEL_FORMAT), final: now.format(MODEL_FORMAT) };
    }
    default: {
      const [first, last] = RANGES[opcao](requireWallClock(agora));
      return { inicial: startOfDay(first), final: endOfDay(last) };
    }
  }
}

/** The complete filter value for an option at `agora`. */
export function valorDoPeriodo(opcao: OpcaoPeriodo, agora: Date, custom?: PeriodoCustomizado): ValorPeriodo {
  return { opcao, data: intervaloDoPeriodo(opcao, agora, custom) };
}

function requireWallClock(agora: Date): Dayjs {
  const now = toWallClock(agora);
  if (now === null) throw new RangeError('Data atual inválida.');
  return now;
}

const startOfDay = (day: Dayjs | null): string | null => day?.startOf('day').format(MODEL_FORMAT) ?? null;

// endOf('day') is 23:59:59.999; the model format drops the milliseconds.
const endOfDay = (day: Dayjs | null): string | null => day?.endOf('day').format(MODEL_FORMAT) ?? null;
