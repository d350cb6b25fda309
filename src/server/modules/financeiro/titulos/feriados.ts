import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** The institution's own holidays (the feriado table), beside the national ones the shared calendar knows. */
export async function feriadosDaInstituicao(db: Db): Promise<string[]> {
  const { rows } = await sql<{ data: string }>`SELECT to_char(data, 'YYYY-MM-DD') AS data FROM feriado WHERE ativo`.execute(db);
  return rows.map((r) => r.data);
}
