import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TempoReal } from '../../realtime/tempo-real.ts';

// Ending another user's sessions: the rows end inside the change's transaction; their
// live-channel connections on this process close once it commits (other processes notice
// within a second, as after a logout elsewhere).

/** Ends the user's open sessions (only those in the given units, when given); returns their ids. */
export async function encerrarSessoes(db: Db, usuarioId: number, soNasUnidades?: readonly number[]): Promise<number[]> {
  if (soNasUnidades !== undefined && soNasUnidades.length === 0) return [];
  let consulta = db.updateTable('sessao').set({ encerrada_em: sql`now()` }).where('usuario_id', '=', usuarioId).where('encerrada_em', 'is', null);
  if (soNasUnidades !== undefined) consulta = consulta.where('unidade_id', 'in', soNasUnidades);
  const linhas = await consulta.returning('id').execute();
  return linhas.map((l) => l.id);
}

export function fecharConexoes(tempoReal: TempoReal, sessaoIds: readonly number[]): void {
  for (const id of sessaoIds) tempoReal.encerrarConexoesDaSessao(id);
}
