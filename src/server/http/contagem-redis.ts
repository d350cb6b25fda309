import { Redis } from 'ioredis';
import { opcoesDoRedis } from '../realtime/broker.ts';
import type { ContagemCompartilhada } from './limite-publico.ts';

// The public calls' counts in Redis (REDIS_URL), so every server process counts the same
// address against one limit: INCR of the address's key, which expires with its window, both in
// one script so no process sees a count without its expiry. A Redis that does not answer in
// 250 ms fails the call (the limiter then counts in this process) rather than holding it back.

const PREFIXO = 'alicerce:limite-publico:';
const SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

export function contagemNoRedis(url: string): ContagemCompartilhada {
  const redis = new Redis({ ...opcoesDoRedis(url), lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 250 });
  // A Redis that is down is retried in the background; until it answers, the calls count in this process.
  redis.on('error', () => undefined);
  const conectado = redis.connect().catch(() => undefined);
  return {
    async contar(chave, janelaMs) {
      await conectado;
      const [contagem, restanteMs] = (await redis.eval(SCRIPT, 1, `${PREFIXO}${chave}`, String(janelaMs))) as [number, number];
      return { contagem, restanteMs: restanteMs > 0 ? restanteMs : janelaMs };
    },
    async fechar() {
      redis.disconnect();
    },
  };
}
