import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.ts';

const PASTA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Serialises concurrent starts of several server processes on one database.
const LOCK_ID = 724_201;

/**
 * Applies every migration file not yet applied, in name order, each in its own transaction
 * under an advisory lock, so a start is idempotent and safe to run from several processes.
 * Returns the names applied now.
 */
export async function migrar(db: Db): Promise<string[]> {
  const arquivos = (await readdir(PASTA)).filter((f) => f.endsWith('.sql')).sort();
  const aplicadas: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migracao (
      nome text PRIMARY KEY, aplicada_em timestamptz NOT NULL DEFAULT now())`.execute(trx);
    const feitas = await sql<{ nome: string }>`SELECT nome FROM schema_migracao`.execute(trx);
    const jaAplicadas = new Set(feitas.rows.map((r) => r.nome));
    for (const arquivo of arquivos) {
      if (jaAplicadas.has(arquivo)) continue;
      const texto = await readFile(path.join(PASTA, arquivo), 'utf8');
      await sql.raw(texto).execute(trx);
      await sql`INSERT INTO schema_migracao (nome) VALUES (${arquivo})`.execute(trx);
      aplicadas.push(arquivo);
    }
  });
  return aplicadas;
}
