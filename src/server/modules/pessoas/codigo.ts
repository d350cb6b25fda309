import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Reserves `quantidade` consecutive codes of the unit and returns the first. The counter's row
 * stays locked until the caller's transaction ends, so concurrent saves (and imports) never
 * share a code, and a rolled-back save leaves no gap.
 */
export async function reservarCodigos(db: Db, unidadeId: number, quantidade = 1): Promise<number> {
  const { rows } = await sql<{ ultimo: number }>`
    INSERT INTO pessoa_codigo (unidade_id, ultimo)
    VALUES (${unidadeId}, coalesce((SELECT max(codigo) FROM pessoa WHERE unidade_id = ${unidadeId}), 0) + ${quantidade})
    ON CONFLICT (unidade_id) DO UPDATE SET ultimo = pessoa_codigo.ultimo + ${quantidade}
    RETURNING ultimo`.execute(db);
  const ultimo = rows[0]?.ultimo;
  if (ultimo === undefined) throw new Error('Contador de códigos sem resposta.');
  return ultimo - quantidade + 1;
}
