import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';

/**
 * pg-boss over the app's own pool (or a transaction): jobs share the database and, when sent
 * inside a transaction, commit or roll back with the rows that describe them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database type runs raw SQL
export function conexaoDoPgBoss(db: Kysely<any>): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const r = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: r.rows as unknown[] as never[] };
    },
  };
}
