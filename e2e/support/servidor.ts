import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portaLivre } from '../../src/server/porta-livre.ts';

export interface ServidorDeTeste {
  baseUrl: string;
  dataDir: string;
  /** What the server printed, for a failure's message. */
  saida(): string;
  /** SIGTERM, then removes the DATA_DIR. */
  parar(): Promise<void>;
}

async function esperarSaude(url: string, processo: ChildProcess, limiteMs: number): Promise<void> {
  const fim = Date.now() + limiteMs;
  while (Date.now() < fim) {
    if (processo.exitCode !== null) throw new Error(`O servidor terminou com código ${processo.exitCode}.`);
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`O servidor não respondeu em ${limiteMs / 1000} s.`);
}

/**
 * Runs `npm start`'s entry point of the repository at `raiz` on a free port with a fresh DATA_DIR,
 * on the embedded PostgreSQL whatever DATABASE_URL says (CI sets it for the server's vitest projects).
 */
export async function iniciarServidor(raiz: string, env: Record<string, string> = {}): Promise<ServidorDeTeste> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alicerce-e2e-'));
  const port = await portaLivre();
  const baseUrl = `http://127.0.0.1:${port}`;
  const linhas: string[] = [];
  const servidor = spawn(process.execPath, ['src/server/cli/start.ts'], {
    cwd: raiz,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SESSION_IDLE_MIN: '30', PUBLIC_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servidor.stdout?.on('data', (d: Buffer) => linhas.push(d.toString()));
  servidor.stderr?.on('data', (d: Buffer) => linhas.push(d.toString()));
  const parar = async () => {
    if (servidor.exitCode === null) {
      const fim = new Promise((r) => servidor.once('exit', r));
      servidor.kill('SIGTERM');
      await fim;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await esperarSaude(baseUrl, servidor, 240_000);
  } catch (e) {
    servidor.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${String(e)}\n${linhas.join('')}`, { cause: e });
  }
  return { baseUrl, dataDir, saida: () => linhas.join(''), parar };
}
