import type { Aviso } from '../../../shared/realtime/protocolo.ts';
import type { Db } from '../../db/database.ts';
import type { Avisador } from '../../jobs/execucao.ts';
import type { Agendamento } from '../../jobs/tipos.ts';
import { gruposDoDia, membrosAtivos, type GrupoDeIntervalo } from './grupos.ts';
import { janelaRecemAberta, momentoLocal, type HorarioGravado } from './momento.ts';

export const AGENDAMENTO_DO_ANUNCIO = 'registrointervalo.anuncio';

/** One window announced: the schedule, its day and who was told. */
export interface Anuncio {
  horarioId: number;
  data: string;
  usuarioIds: number[];
}

export function avisoDoIntervalo(grupo: GrupoDeIntervalo, horario: HorarioGravado): Aviso {
  return {
    tipo: 'INTERVALO',
    title: 'Intervalo liberado',
    msg: `O intervalo do grupo ${grupo.descricao} está liberado até ${horario.fim}.`,
    intervalo: { id: horario.id },
  };
}

/**
 * Tells the members of every group whose window opened in the last few minutes (today, in the
 * institution's time zone) that it is open. Each window is announced once however many
 * processes or ticks try: its row in intervalo_anuncio is inserted in the transaction that
 * sends the notices, so a concurrent announcer waits for it and then finds it taken, and a
 * failed send leaves the window to the next tick.
 */
export async function anunciarIntervalos(db: Db, avisos: Pick<Avisador, 'notificarUsuario'>, agora: Date): Promise<Anuncio[]> {
  const momento = momentoLocal(agora);
  const anuncios: Anuncio[] = [];
  for (const grupo of await gruposDoDia(db, momento.diaDaSemana)) {
    for (const horario of grupo.horarios.filter((h) => janelaRecemAberta(h, momento))) {
      const anuncio = await db.transaction().execute(async (trx) => {
        const novo = await trx
          .insertInto('intervalo_anuncio')
          .values({ grupo_intervalo_horario_id: horario.id, data: momento.data })
          .onConflict((oc) => oc.columns(['grupo_intervalo_horario_id', 'data']).doNothing())
          .returning('data')
          .executeTakeFirst();
        if (novo === undefined) return null;
        const usuarioIds = await membrosAtivos(trx, grupo);
        const aviso = avisoDoIntervalo(grupo, horario);
        for (const usuarioId of usuarioIds) await avisos.notificarUsuario(usuarioId, aviso);
        return { horarioId: horario.id, data: momento.data, usuarioIds };
      });
      if (anuncio !== null) anuncios.push(anuncio);
    }
  }
  return anuncios;
}

/** Every minute: pg-boss's cron, one tick across all server processes. */
export function agendamentoDoAnuncio(db: Db, avisos: Pick<Avisador, 'notificarUsuario'>, agora: () => Date): Agendamento {
  return {
    nome: AGENDAMENTO_DO_ANUNCIO,
    cron: '* * * * *',
    async executar() {
      await anunciarIntervalos(db, avisos, agora());
    },
  };
}
