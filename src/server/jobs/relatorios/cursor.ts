import { sql, type Kysely, type RawBuilder } from 'kysely';

// A report's rows through ONE server-side cursor: the query is planned once and PostgreSQL hands
// its rows over a page at a time (FETCH), instead of a fresh keyset query per batch. The cursor
// lives in a read-only REPEATABLE READ transaction of its own (one snapshot for the whole walk),
// on one pooled connection held until the walk ends; what a page's handler writes goes through
// other connections (a job's steps). A few rows (a PDF's first 5,001) are one plain query
// instead: PostgreSQL runs no parallel plan for a cursor, and the first rows of a year sorted by
// date come three times sooner in parallel.

/** What the handler of a page answers: false stops the walk (a PDF has its rows). */
export type SeguirLendo = boolean;

/**
 * Reads `consulta` in pages of `tamanho` rows, in its own order, and hands each page to `pagina`
 * until the rows end or `pagina` answers false. The last page may be empty (the rows ended at a
 * page's boundary), so a handler always sees where the rows end.
 */
export async function lerPorCursor<D, L>(db: Kysely<D>, consulta: RawBuilder<L>, tamanho: number, pagina: (linhas: L[]) => Promise<SeguirLendo>): Promise<void> {
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      // The whole result is read: plan for all of it, not for its first rows (a cursor's default).
      await sql`SET LOCAL cursor_tuple_fraction = 1`.execute(trx);
      await sql`DECLARE relatorio NO SCROLL CURSOR FOR ${consulta}`.execute(trx);
      for (;;) {
        const { rows } = await sql<L>`FETCH FORWARD ${sql.lit(tamanho)} FROM relatorio`.execute(trx);
        if (!(await pagina(rows)) || rows.length < tamanho) return;
      }
    });
}

/** The same pages from one plain query, all its rows held at once: for a query with a small LIMIT. */
export async function lerDeUmaVez<D, L>(db: Kysely<D>, consulta: RawBuilder<L>, tamanho: number, pagina: (linhas: L[]) => Promise<SeguirLendo>): Promise<void> {
  const { rows } = await consulta.execute(db);
  for (let inicio = 0; ; inicio += tamanho) {
    const linhas = rows.slice(inicio, inicio + tamanho);
    if (!(await pagina(linhas)) || linhas.length < tamanho) return;
  }
}
