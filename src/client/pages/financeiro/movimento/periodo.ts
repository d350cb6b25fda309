import { formatModel, toWallClock } from '../../../../shared/format/index.ts';
import type { ValorPeriodo } from '../../../../shared/periodo/index.ts';
import type { Dias } from './api.ts';

/** The server answers at most this many days at once (a day-by-day cash flow, a year). */
export const DIAS_NO_MAXIMO = 1096;

/** The days a period covers; an open side (Todos) reaches as far as the server allows. */
export function diasDoPeriodo(periodo: ValorPeriodo, agora: Date, maximo = DIAS_NO_MAXIMO): Dias & { limitado: boolean } {
  const dia = (modelo: string | null) => (modelo === null ? null : modelo.slice(0, 10));
  const fim = dia(periodo.data.final) ?? formatModel(agora).slice(0, 10);
  const inicial = dia(periodo.data.inicial);
  const limite = toWallClock(fim)?.subtract(maximo - 1, 'day').format('YYYY-MM-DD') ?? fim;
  if (inicial !== null && inicial >= limite) return { inicio: inicial, fim, limitado: false };
  return { inicio: limite, fim, limitado: true };
}
