import type PgBoss from 'pg-boss';
import { fusoHorario } from '../../shared/format/dayjs.ts';
import type { Agendamento } from './tipos.ts';

export interface OpcoesDoAgendamento {
  /** Run the work in this process (its schedule is kept by every process). */
  executar: boolean;
  pollingS: number;
  log: (mensagem: string, erro?: unknown) => void;
}

/**
 * The queue, the schedule and (in a process that runs jobs) the worker of scheduled work.
 * pg-boss's clock sends each cron tick once however many processes keep the schedule.
 */
export async function abrirAgendamento(boss: PgBoss, def: Agendamento, opcoes: OpcoesDoAgendamento): Promise<void> {
  const fila = { name: def.nome, retryLimit: 0, expireInSeconds: 300 };
  if (await boss.getQueue(def.nome)) await boss.updateQueue(def.nome, fila);
  else await boss.createQueue(def.nome, fila);
  await boss.schedule(def.nome, def.cron, {}, { tz: fusoHorario() });
  if (!opcoes.executar) return;
  await boss.work(def.nome, { batchSize: 1, pollingIntervalSeconds: opcoes.pollingS }, async () => {
    try {
      await def.executar();
    } catch (erro) {
      opcoes.log(`agendamento ${def.nome} falhou`, erro);
      throw erro;
    }
  });
}
