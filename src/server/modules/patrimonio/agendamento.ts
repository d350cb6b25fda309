import { competenciaDa, somarMesesNaCompetencia } from '../../../shared/patrimonio/competencia.ts';
import { toWallClock } from '../../../shared/format/wall-clock.ts';
import type { Db } from '../../db/database.ts';
import type { Agendamento } from '../../jobs/tipos.ts';
import { depreciarMes } from './depreciar.ts';

// On the first day of each month, early in the morning (São Paulo), the month that ended is
// depreciated: its quotas are stored and booked once (depreciar.ts), so a tick pg-boss repeats
// or a run by hand (POST /api/patrimonio/depreciacao/lancamentos) posts nothing twice.

export const AGENDAMENTO_DA_DEPRECIACAO = 'patrimonio.depreciacao';

export const mesAnterior = (hoje: string): string => somarMesesNaCompetencia(competenciaDa(hoje), -1);

export function agendamentoDaDepreciacao(db: Db, agora: () => Date): Agendamento {
  return {
    nome: AGENDAMENTO_DA_DEPRECIACAO,
    cron: '30 4 1 * *',
    async executar() {
      const momento = agora();
      const hoje = toWallClock(momento)?.format('YYYY-MM-DD') ?? momento.toISOString().slice(0, 10);
      await db.transaction().execute((trx) => depreciarMes(trx, mesAnterior(hoje)));
    },
  };
}
