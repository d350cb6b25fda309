import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.ts';

// A fingerprint of every table of the public schema (not a test file itself): one md5 per table
// over its rows as JSON, sorted, so two fingerprints differ exactly where a row was added,
// removed or changed. What legitimately changes on any request, whatever it carries, is left out:
//   sessao.ultimo_uso_em     every authenticated call refreshes its session's last use;
//   intervalo_anuncio        the break windows' announcer runs on the clock (a pg-boss cron),
//                            not on requests;
//   tentativa_login          every refused login is counted, whatever it carried (the throttle
//                            of 10 failures per user and address, DESIGN.md).
// Background jobs change their rows while they run: esperarTarefas waits for them first.
// pg-boss keeps its queue in a schema of its own (pgboss), outside the fingerprint. referenciasA
// counts, per table, the rows naming a unit or a user: what a mass assignment would leave behind.

const COLUNAS_IGNORADAS: Readonly<Record<string, readonly string[]>> = { sessao: ['ultimo_uso_em'] };
const TABELAS_IGNORADAS: ReadonlySet<string> = new Set(['intervalo_anuncio', 'tentativa_login']);

export type Impressao = Readonly<Record<string, string>>;

export async function impressaoDoBanco(db: Db): Promise<Impressao> {
  const { rows } = await sql<{ tabela: string }>`
    SELECT c.relname AS tabela FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`.execute(db);
  const tabelas = rows.map((r) => r.tabela).filter((t) => !TABELAS_IGNORADAS.has(t));
  const impressoes = await Promise.all(
    tabelas.map(async (tabela) => {
      const ignoradas = COLUNAS_IGNORADAS[tabela] ?? [];
      const linha = sql`(to_jsonb(t) - ${sql.val(ignoradas)}::text[])::text`;
      const { rows: [r] } = await sql<{ md5: string }>`
        SELECT md5(coalesce(string_agg(x, ',' ORDER BY x), '')) AS md5
        FROM (SELECT ${linha} AS x FROM ${sql.table(tabela)} t) s`.execute(db);
      return [tabela, r?.md5 ?? ''] as const;
    }),
  );
  return Object.fromEntries(impressoes);
}

/** The tables whose fingerprint differs. */
export function tabelasAlteradas(antes: Impressao, depois: Impressao): string[] {
  return [...new Set([...Object.keys(antes), ...Object.keys(depois)])].filter((t) => antes[t] !== depois[t]).sort();
}

/** Waits until no background job is queued or running (their rows change while they run). */
export async function esperarTarefas(db: Db, limiteMs = 30_000): Promise<void> {
  const fim = Date.now() + limiteMs;
  for (;;) {
    const { rows: [ativa] } = await sql<{ id: number }>`SELECT id FROM tarefa WHERE estado IN ('fila', 'executando') LIMIT 1`.execute(db);
    if (ativa === undefined) return;
    if (Date.now() > fim) throw new Error(`a tarefa ${ativa.id} não terminou em ${limiteMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Per table, the rows that name the unit (unidade_id) or the user (a column about a user or an author). */
export async function referenciasA(db: Db, unidade: number, usuario: number): Promise<Record<string, number>> {
  const { rows } = await sql<{ tabela: string }>`
    SELECT table_name AS tabela FROM information_schema.columns WHERE table_schema = 'public'
    AND (column_name = 'unidade_id' OR column_name LIKE '%usuario%' OR column_name LIKE '%\\_por') GROUP BY table_name ORDER BY table_name`.execute(db);
  const contagens = await Promise.all(
    rows.map(async ({ tabela }) => {
      const { rows: [c] } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${sql.table(tabela)} t WHERE EXISTS (
          SELECT 1 FROM jsonb_each(to_jsonb(t)) e
          WHERE (e.key = 'unidade_id' AND e.value = to_jsonb(${unidade}::int))
             OR ((e.key LIKE '%usuario%' OR e.key LIKE '%\\_por') AND e.value = to_jsonb(${usuario}::int)))`.execute(db);
      return [tabela, c?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(contagens);
}
