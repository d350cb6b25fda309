import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Locks every key until the transaction ends, taken in one query in sorted order, so two writers of overlapping keys wait instead of deadlocking. */
export async function travarChaves(trx: Db, espaco: number, chaves: readonly string[]): Promise<void> {
  const ordenadas = [...new Set(chaves)].sort();
  if (ordenadas.length === 0) return;
  // unnest yields the array in order, so the locks are taken in that order.
  await sql`SELECT count(pg_advisory_xact_lock(${espaco}, hashtext(c))) FROM unnest(${ordenadas}::text[]) AS c`.execute(trx);
}
