import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { conectar } from '../../src/server/db/database.ts';
import { iniciarPostgresEmbutido } from '../../src/server/db/embedded.ts';
import { criarBancoSeFaltar } from '../../src/server/db/iniciar.ts';
import { migrar } from '../../src/server/db/migrate.ts';
import { semearDemo } from '../../src/server/seed/demo.ts';
import { semearReferencia } from '../../src/server/seed/referencia.ts';

// The PostgreSQL of the vitest projects that need one (not a test file): the embedded one in a
// temporary folder, or the server of DATABASE_URL. A template database is migrated and seeded
// once; each test file copies it (CREATE DATABASE ... TEMPLATE), so files run side by side on
// their own data. Each project's global setup asks for its kind; the projects of one run share
// one PostgreSQL of each kind, started by the first to ask and stopped when the last lets go
// (global setups run in vitest's main process, so the sharing lives on its globalThis). On a
// server of DATABASE_URL the template's name is the run's own, so two runs never drop each other's.

export type Tipo = 'embutido' | { externo: string };

export interface PostgresDeTeste {
  adminUrl: string;
  /** The template database every test file copies. */
  modelo: string;
}

interface Compartilhado {
  pronto: Promise<PostgresDeTeste>;
  parar: () => Promise<void>;
  usuarios: number;
}

const REGISTRO = '__alicercePostgresDeTeste';
const registro = (): Map<string, Compartilhado> => {
  const global = globalThis as typeof globalThis & { [REGISTRO]?: Map<string, Compartilhado> };
  return (global[REGISTRO] ??= new Map());
};

async function prepararModelo(adminUrl: string, nome: string): Promise<PostgresDeTeste> {
  const admin = conectar(adminUrl, 2);
  await sql`DROP DATABASE IF EXISTS ${sql.id(nome)} WITH (FORCE)`.execute(admin);
  await criarBancoSeFaltar(admin, nome);
  const modelo = conectar(adminUrl.replace(/\/postgres(\?|$)/, `/${nome}$1`), 2);
  await migrar(modelo);
  await semearReferencia(modelo);
  await semearDemo(modelo, 300);
  // The demo's accounting lock (seed/financeiro-fechamento.ts) would refuse the tests' writes
  // dated in past years; a test of the lock closes its own period.
  await sql`DELETE FROM fechamento_contabil`.execute(modelo);
  // The demo's alçadas would send the tests' payables above R$ 1.000,00 to approval; with none
  // configured every payable is approved at once, and the approval tests configure their own.
  await sql`DELETE FROM alcada`.execute(modelo);
  await modelo.destroy();
  await admin.destroy();
  return { adminUrl, modelo: nome };
}

async function apagarModelo({ adminUrl, modelo }: PostgresDeTeste): Promise<void> {
  const admin = conectar(adminUrl, 1);
  await sql`DROP DATABASE IF EXISTS ${sql.id(modelo)} WITH (FORCE)`.execute(admin);
  await admin.destroy();
}

function iniciar(tipo: Tipo): Compartilhado {
  let parar: () => Promise<void> = async () => undefined;
  const pronto = (async () => {
    if (tipo !== 'embutido') {
      const url = new URL(tipo.externo);
      url.pathname = '/postgres';
      const externo = await prepararModelo(url.toString(), `alicerce_modelo_${randomBytes(4).toString('hex')}`);
      parar = () => apagarModelo(externo);
      return externo;
    }
    const pasta = await mkdtemp(path.join(tmpdir(), 'alicerce-teste-'));
    const embutido = await iniciarPostgresEmbutido(pasta);
    parar = async () => {
      await embutido.stop();
      await rm(pasta, { recursive: true, force: true });
    };
    return prepararModelo(embutido.connectionString('postgres'), 'alicerce_modelo_teste');
  })();
  return { pronto, parar: () => parar(), usuarios: 0 };
}

/** A PostgreSQL of that kind with the template ready, and how to let it go. */
export async function usarPostgres(tipo: Tipo): Promise<PostgresDeTeste & { soltar: () => Promise<void> }> {
  const chave = tipo === 'embutido' ? tipo : tipo.externo;
  const compartilhado = registro().get(chave) ?? iniciar(tipo);
  registro().set(chave, compartilhado);
  compartilhado.usuarios++;
  const soltar = async () => {
    if (--compartilhado.usuarios > 0) return;
    registro().delete(chave);
    await compartilhado.parar();
  };
  return { ...(await compartilhado.pronto), soltar };
}
