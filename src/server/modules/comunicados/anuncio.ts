import type { NovoComunicado } from '../../../shared/comunicados/comunicado.ts';
import type { Db } from '../../db/database.ts';
import type { Agendamento } from '../../jobs/tipos.ts';
import type { TempoReal } from '../../realtime/tempo-real.ts';
import { publicarAosUsuarios } from '../mensagens/ao-vivo.ts';
import { hojeEm } from '../avisos/prazo.ts';
import { emVigor, usuariosAlcancados } from './publico.ts';

// An announcement goes out live once, when it comes into force: right after a save that publishes
// it now, and by the minute's schedule for those published later. Each run claims the ones it
// sends (anunciado_em set in the same UPDATE), so two processes or a save racing the schedule
// never send one twice; one lost on a closed channel is still in the list and the count.

export const AGENDAMENTO_DOS_COMUNICADOS = 'comunicados.publicacao';

export async function anunciarPendentes(db: Db, tempoReal: TempoReal, agora: Date, log: (erro: unknown) => void): Promise<number> {
  const anunciados = await db
    .updateTable('comunicado as c')
    .set({ anunciado_em: agora })
    .where('c.anunciado_em', 'is', null)
    .where(emVigor(agora, hojeEm(agora)))
    .returning(['c.id', 'c.titulo', 'c.exige_confirmacao'])
    .execute();
  for (const c of anunciados) {
    const { rows } = await usuariosAlcancados(c.id).execute(db);
    const content: NovoComunicado = { id: c.id, titulo: c.titulo, exigeConfirmacao: c.exige_confirmacao };
    await publicarAosUsuarios(
      tempoReal,
      rows.map((u) => u.id),
      { type: 'NOVO_COMUNICADO', content },
      log,
    );
  }
  return anunciados.length;
}

export function agendamentoDosComunicados(db: Db, tempoReal: TempoReal, agora: () => Date, log: (erro: unknown) => void): Agendamento {
  return {
    nome: AGENDAMENTO_DOS_COMUNICADOS,
    cron: '* * * * *',
    async executar() {
      await anunciarPendentes(db, tempoReal, agora(), log);
    },
  };
}
