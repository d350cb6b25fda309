import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const endereco = srv.address();
      srv.close(() => resolve(typeof endereco === 'object' && endereco ? endereco.port : 0));
    });
  });
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

/** Starts `npm start`'s entry point on a free port with a fresh DATA_DIR; stops it afterwards. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alicerce-e2e-'));
  const port = await portaLivre();
  const baseUrl = `http://127.0.0.1:${port}`;
  const saida: string[] = [];
  const servidor = spawn(process.execPath, ['src/server/cli/start.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SESSION_IDLE_MIN: '30', PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servidor.stdout?.on('data', (d: Buffer) => saida.push(d.toString()));
  servidor.stderr?.on('data', (d: Buffer) => saida.push(d.toString()));
  try {
    await esperarSaude(baseUrl, servidor, 240_000);
  } catch (e) {
    servidor.kill('SIGKILL');
    throw new Error(`${String(e)}\n${saida.join('')}`, { cause: e });
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    const fim = new Promise((r) => servidor.once('exit', r));
    servidor.kill('SIGTERM');
    await fim;
    await rm(dataDir, { recursive: true, force: true });
  };
}
