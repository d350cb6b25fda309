import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { texto, type Registro } from '../valores.ts';
import { recusarAcaoSeFechada, recusarSeFechado } from './trava.ts';

// A título is booked in its competence (a month, stored as its first day): creating one in a
// closed month, or changing one that is or would be in a closed month, is refused on the field.

export const inicioDoMes = (data: string): string => `${data.slice(0, 7)}-01`;

/** Refuses (422 on competencia) a save of a título whose competence, as stored or as asked, is in the closed period. */
export async function recusarCompetenciaFechada(db: Db, registro: Registro, antes: Registro | null): Promise<void> {
  for (const competencia of [texto(antes?.['competencia']), texto(registro['competencia'])]) {
    if (competencia !== null) await recusarSeFechado(db, inicioDoMes(competencia), 'competencia');
  }
}

/** Refuses (422) cancelling the título `id` when its competence is in the closed period. */
export async function recusarCancelamentoFechado(db: Db, id: number): Promise<void> {
  const { rows } = await sql<{ competencia: string | null }>`SELECT to_char(competencia, 'YYYY-MM-DD') AS competencia FROM titulo WHERE id = ${id}`.execute(db);
  const competencia = rows[0]?.competencia ?? null;
  if (competencia !== null) await recusarAcaoSeFechada(db, competencia);
}
