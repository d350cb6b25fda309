import { spawn, type ChildProcess } from 'node:child_process';
import { portaLivre } from '../../src/server/porta-livre.ts';

// redis-server of Debian on a free port, without persistence (not a test file itself).

export const REDIS_SERVER = '/usr/bin/redis-server';

export async function iniciarRedis(): Promise<{ url: string; parar(): Promise<void> }> {
  const porta = await portaLivre();
  const redis: ChildProcess = spawn(REDIS_SERVER, ['--port', String(porta), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    redis.once('exit', (code) => reject(new Error(`redis-server saiu (${code})`)));
    redis.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('Ready to accept connections')) resolve();
    });
  });
  redis.removeAllListeners('exit');
  // Never outlive the test process, even when a test fails half-way.
  const matar = () => redis.kill('SIGKILL');
  process.once('exit', matar);
  return {
    url: `redis://127.0.0.1:${porta}`,
    parar: () =>
      new Promise<void>((resolve) => {
        process.off('exit', matar);
        if (redis.exitCode !== null) return resolve();
        redis.once('exit', () => resolve());
        redis.kill('SIGTERM');
      }),
  };
}
