import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { conectar } from '../../src/server/db/database.ts';
import { iniciarPostgresEmbutido } from '../../src/server/db/embedded.ts';
import { criarBancoSeFaltar } from '../../src/server/db/iniciar.ts';
import { migrar } from '../../src/server/db/migrate.ts';
import { semearDemo } from '../../src/server/seed/demo.ts';
import { semearReferencia } from '../../src/server/seed/referencia.ts';
import { BANCO_MODELO } from './banco.ts';

/**
 * One PostgreSQL for the whole server suite: the embedded one in a temporary folder, or the
 * server of DATABASE_URL. A template database is migrated and seeded once; each test file
 * copies it (CREATE DATABASE ... TEMPLATE), so files run in parallel on their own data.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl: string;
  let parar: () => Promise<void> = async () => undefined;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    const pasta = await mkdtemp(path.join(tmpdir(), 'alicerce-teste-'));
    const embutido = await iniciarPostgresEmbutido(pasta);
    adminUrl = embutido.connectionString('postgres');
    parar = async () => {
      await embutido.stop();
      await rm(pasta, { recursive: true, force: true });
    };
  }

  const admin = conectar(adminUrl, 2);
  await sql`DROP DATABASE IF EXISTS ${sql.id(BANCO_MODELO)} WITH (FORCE)`.execute(admin);
  await criarBancoSeFaltar(admin, BANCO_MODELO);
  const modelo = conectar(adminUrl.replace(/\/postgres(\?|$)/, `/${BANCO_MODELO}$1`), 2);
  await migrar(modelo);
  await semearReferencia(modelo);
  await semearDemo(modelo, 300);
  await modelo.destroy();
  await admin.destroy();

  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await parar();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
