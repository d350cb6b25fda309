import { formatModel, toWallClock } from '../../../shared/format/index.ts';
import type { ValorPeriodo } from '../../../shared/periodo/index.ts';
import type { DiasDoResumo } from './api.ts';

/** The server answers at most this many days at once. */
export const DIAS_NO_MAXIMO = 366;

/** The days a period covers; an open side (Todos) reaches back as far as the server allows. */
export function diasDoPeriodo(periodo: ValorPeriodo, agora: Date): DiasDoResumo & { limitado: boolean } {
  const dia = (modelo: string | null) => (modelo === null ? null : modelo.slice(0, 10));
  const dataFinal = dia(periodo.data.final) ?? formatModel(agora).slice(0, 10);
  const inicial = dia(periodo.data.inicial);
  if (inicial !== null) return { dataInicial: inicial, dataFinal, limitado: false };
  const limite = toWallClock(dataFinal)?.subtract(DIAS_NO_MAXIMO - 1, 'day').format('YYYY-MM-DD') ?? dataFinal;
  return { dataInicial: limite, dataFinal, limitado: true };
}
