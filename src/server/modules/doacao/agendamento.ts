import { toWallClock } from '../../../shared/format/wall-clock.ts';
import type { Db } from '../../db/database.ts';
import type { Agendamento } from '../../jobs/tipos.ts';
import { gerarDoacoesDoMes } from './geracao.ts';

// On the first day of each month, early in the morning (São Paulo), every active colaboração
// generates its gift of the month (geracao.ts): one per plan and month, so a tick pg-boss repeats,
// or the Colaborações list's "Gerar doações do mês", creates nothing twice.

export const AGENDAMENTO_DAS_COLABORACOES = 'doacao.colaboracoes';

export function agendamentoDasColaboracoes(db: Db, agora: () => Date): Agendamento {
  return {
    nome: AGENDAMENTO_DAS_COLABORACOES,
    cron: '15 5 1 * *',
    async executar() {
      const momento = agora();
      const hoje = toWallClock(momento)?.format('YYYY-MM-DD') ?? momento.toISOString().slice(0, 10);
      await db.transaction().execute((trx) => gerarDoacoesDoMes(trx, hoje.slice(0, 7), null));
    },
  };
}
