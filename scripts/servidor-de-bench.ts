import { spawn } from 'node:child_process';
import { portaLivre } from '../src/server/porta-livre.ts';

// A real server process (`npm start`'s own entry) on DATA_DIR and a free port, for the
// benchmarks and the security scripts. Resolves once /health answers; `parar` sends SIGTERM and
// waits for the exit.

export interface ServidorDeBench {
  base: string;
  pid: number;
  parar(): Promise<void>;
}

export async function iniciarServidor(dataDir: string, env: Record<string, string> = {}): Promise<ServidorDeBench> {
  const port = await portaLivre();
  const base = `http://127.0.0.1:${port}`;
  const servidor = spawn(process.execPath, ['src/server/cli/start.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const fim = Date.now() + 300_000;
  while (!(await fetch(`${base}/health`).then((r) => r.ok, () => false))) {
    if (servidor.exitCode !== null || Date.now() > fim) throw new Error('O servidor não subiu.');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: servidor.pid ?? 0,
    parar: async () => {
      const saiu = new Promise((r) => servidor.once('exit', r));
      servidor.kill('SIGTERM');
      await saiu;
    },
  };
}
