import { MAIOR_PERIODO_EM_DIAS } from '../../../../shared/api/movimento.ts';
import { formatModel, toWallClock } from '../../../../shared/format/index.ts';
import type { ValorPeriodo } from '../../../../shared/periodo/index.ts';
import type { Dias } from './api.ts';


/** The days a period covers; an open side (Todos) reaches as far as the server allows. */
export function diasDoPeriodo(periodo: ValorPeriodo, agora: Date, maximo = MAIOR_PERIODO_EM_DIAS): Dias & { limitado: boolean } {
  const dia = (modelo: string | null) => (modelo === null ? null : modelo.slice(0, 10));
  const fim = dia(periodo.data.final) ?? formatModel(agora).slice(0, 10);
  const inicial = dia(periodo.data.inicial);
  const limite = toWallClock(fim)?.subtract(maximo - 1, 'day').format('YYYY-MM-DD') ?? fim;
  if (inicial !== null && inicial >= limite) return { inicio: inicial, fim, limitado: false };
  return { inicio: limite, fim, limitado: true };
}
