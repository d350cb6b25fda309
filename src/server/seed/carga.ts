import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

interface Definicao {
  tabela: string;
  nome: string;
  definicao: string;
}

/**
 * For a bulk load: the tables' secondary indexes and foreign keys are dropped while `carga`
 * runs and rebuilt after it (each key then checked in one pass over the table), many times
 * faster than maintaining trigram indexes and firing key triggers row by row. Primary keys
 * and unique constraints stay. Give it a transaction: a load stopped half-way then leaves the
 * tables as they were, indexes and keys included.
 */
export async function semIndicesDuranteACarga<T>(trx: Db, tabelas: readonly string[], carga: () => Promise<T>): Promise<T> {
  const alvos = sql.join(tabelas.map((t) => sql`${t}::regclass`));
  const { rows: chaves } = await sql<Definicao>`
    SELECT conrelid::regclass::text AS tabela, conname AS nome, pg_get_constraintdef(oid) AS definicao
    FROM pg_constraint WHERE contype = 'f' AND conrelid IN (${alvos}) ORDER BY conrelid, conname`.execute(trx);
  const { rows: indices } = await sql<Definicao>`
    SELECT i.indrelid::regclass::text AS tabela, i.indexrelid::regclass::text AS nome, pg_get_indexdef(i.indexrelid) AS definicao
    FROM pg_index i
    WHERE i.indrelid IN (${alvos}) AND NOT i.indisprimary
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`.execute(trx);
  for (const c of chaves) await sql`ALTER TABLE ${sql.id(c.tabela)} DROP CONSTRAINT ${sql.id(c.nome)}`.execute(trx);
  for (const i of indices) await sql`DROP INDEX ${sql.id(i.nome)}`.execute(trx);
  const resultado = await carga();
  await sql`SET LOCAL maintenance_work_mem = '512MB'`.execute(trx);
  // The definitions come from the catalogue (pg_get_indexdef, pg_get_constraintdef), not from any input.
  for (const i of indices) await sql.raw(i.definicao).execute(trx);
  for (const c of chaves) await sql`ALTER TABLE ${sql.id(c.tabela)} ADD CONSTRAINT ${sql.id(c.nome)} ${sql.raw(c.definicao)}`.execute(trx);
  return resultado;
}
