import { sql } from 'kysely';
import type { ReservaDoOperador } from '../../../../shared/api/telemarketing.ts';
import type { Db } from '../../../db/database.ts';

// The agenda's reservation (table mobilizacao_reserva, one row per donor): a claim inserts the
// donor's row or takes over one whose deadline has passed, in one statement, so of two operators
// claiming one donor at once exactly one gets it. An operator holds one donor at a time.

/** How long a claimed donor stays with the operator. */
export const MINUTOS_DA_RESERVA = 30;

/** The donor the operator holds now, if any. */
export async function reservaDoOperador(db: Db, operadorId: number): Promise<ReservaDoOperador | null> {
  const { rows } = await sql<{ pessoa_id: number; nome: string; ate: Date }>`
    SELECT r.pessoa_id, p.nome, r.ate FROM mobilizacao_reserva AS r JOIN pessoa AS p ON p.id = r.pessoa_id
    WHERE r.operador_id = ${operadorId} AND r.ate > now() ORDER BY r.criado_em DESC LIMIT 1`.execute(db);
  const r = rows[0];
  return r === undefined ? null : { pessoaId: r.pessoa_id, nome: r.nome, ate: r.ate.toISOString() };
}

/** Claims the donor for the operator; false when another operator holds them. */
export async function reservar(db: Db, pessoaId: number, unidadeId: number, operadorId: number): Promise<boolean> {
  const { rows } = await sql<{ pessoa_id: number }>`
    INSERT INTO mobilizacao_reserva AS r (pessoa_id, unidade_id, operador_id, ate)
    VALUES (${pessoaId}, ${unidadeId}, ${operadorId}, now() + make_interval(mins => ${MINUTOS_DA_RESERVA}))
    ON CONFLICT (pessoa_id) DO UPDATE SET unidade_id = EXCLUDED.unidade_id, operador_id = EXCLUDED.operador_id, ate = EXCLUDED.ate, criado_em = now()
    WHERE r.ate <= now() OR r.operador_id = EXCLUDED.operador_id
    RETURNING pessoa_id`.execute(db);
  if (rows.length === 0) return false;
  await sql`DELETE FROM mobilizacao_reserva WHERE operador_id = ${operadorId} AND pessoa_id <> ${pessoaId}`.execute(db);
  return true;
}

/** Whether the operator holds the donor now, locking the row for the call's write. */
export async function seguraODoador(db: Db, pessoaId: number, operadorId: number): Promise<boolean> {
  const { rows } = await sql<{ pessoa_id: number }>`
    SELECT pessoa_id FROM mobilizacao_reserva WHERE pessoa_id = ${pessoaId} AND operador_id = ${operadorId} AND ate > now() FOR UPDATE`.execute(db);
  return rows.length > 0;
}

export async function liberar(db: Db, operadorId: number): Promise<void> {
  await sql`DELETE FROM mobilizacao_reserva WHERE operador_id = ${operadorId}`.execute(db);
}
