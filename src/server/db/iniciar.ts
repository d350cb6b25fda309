import type { Config } from '../config.ts';
import { sql } from 'kysely';
import { conectar, type Db } from './database.ts';
import { iniciarPostgresEmbutido } from './embedded.ts';
import { migrar } from './migrate.ts';

export interface BancoAberto {
  db: Db;
  /** Closes the pool and, when embedded, stops PostgreSQL (fast shutdown: committed writes are kept). */
  encerrar(): Promise<void>;
}

const NOME_DO_BANCO = 'alicerce';

/** Opens the database of the configuration (DATABASE_URL, or the embedded one under DATA_DIR) and migrates it. */
export async function abrirBanco(config: Config): Promise<BancoAberto> {
  if (config.databaseUrl) {
    const db = conectar(config.databaseUrl);
    await migrar(db);
    return { db, encerrar: () => db.destroy() };
  }
  const embutido = await iniciarPostgresEmbutido(config.dataDir);
  const admin = conectar(embutido.connectionString('postgres'), 1);
  await criarBancoSeFaltar(admin, NOME_DO_BANCO);
  await admin.destroy();
  const db = conectar(embutido.connectionString(NOME_DO_BANCO));
  await migrar(db);
  return {
    db,
    encerrar: async () => {
      await db.destroy();
      await embutido.stop();
    },
  };
}

export async function criarBancoSeFaltar(admin: Db, nome: string, template?: string): Promise<void> {
  const existe = await sql`SELECT 1 FROM pg_database WHERE datname = ${nome}`.execute(admin);
  if (existe.rows.length > 0) return;
  const modelo = template ? sql` TEMPLATE ${sql.id(template)}` : sql``;
  await sql`CREATE DATABASE ${sql.id(nome)}${modelo}`.execute(admin);
}
