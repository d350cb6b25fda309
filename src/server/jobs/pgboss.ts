import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';

/** Kysely's error once the app's pool was destroyed. */
const POOL_FECHADO = 'driver has already been destroyed';

/**
 * pg-boss over the app's own pool (or a transaction): jobs share the database and, when sent
 * inside a transaction, commit or roll back with the rows that describe them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database type runs raw SQL
export function conexaoDoPgBoss(db: Kysely<any>): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        const r = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
        return { rows: r.rows as unknown[] as never[] };
      } catch (erro) {
        // A job still running when the server stopped past its wait is booked by pg-boss after the
        // pool is gone, where nothing catches the failure: that late write is dropped (the job
        // went back to the queue at stop, and pg-boss retries it when it expires).
        if (erro instanceof Error && erro.message === POOL_FECHADO) return { rows: [] };
        throw erro;
      }
    },
  };
}
