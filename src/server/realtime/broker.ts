import { Readable } from 'node:stream';
import { Aedes } from 'aedes';
import mqemitterRedis from 'mqemitter-redis';
import AsyncRedisPersistence from 'aedes-persistence-redis/asyncPersistence.js';

// aedes 1.2 pipes the retained-message stream; aedes-persistence-redis 11 returns an async generator.
class PersistenciaRedis extends AsyncRedisPersistence {
  override createRetainedStreamCombi(padroes: string[]) {
    return Readable.from(super.createRetainedStreamCombi(padroes));
  }
}

export interface BrokerAberto {
  broker: Aedes;
  fechar(): Promise<void>;
}

/** ioredis options from a redis:// or rediss:// URL. */
export function opcoesDoRedis(url: string) {
  const u = new URL(url);
  const db = Number(u.pathname.replace(/^\//, '') || 0);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    db: Number.isInteger(db) ? db : 0,
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/**
 * The embedded aedes broker. With a Redis URL, messages and subscriptions are shared through
 * Redis the way aedes documents for clusters (mqemitter-redis, aedes-persistence-redis), so a
 * notice published by any server process reaches a browser connected to any other.
 */
export async function abrirBroker(redisUrl: string | null): Promise<BrokerAberto> {
  const opcoes = {
    // A browser that stops reading cannot stall deliveries to everyone else.
    drainTimeout: 10_000,
    // Browsers send CONNECT right after the WebSocket opens.
    connectTimeout: 10_000,
    maxTopicLevels: 8,
    heartbeatInterval: 30_000,
  };
  if (!redisUrl) {
    const broker = await Aedes.createBroker(opcoes);
    return { broker, fechar: () => new Promise<void>((resolve) => broker.close(() => resolve())) };
  }
  const mq = mqemitterRedis({ connectionString: redisUrl });
  const persistence = new PersistenciaRedis(opcoesDoRedis(redisUrl));
  const broker = await Aedes.createBroker({ ...opcoes, mq, persistence });
  return {
    broker,
    async fechar() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await persistence.destroy().catch(() => undefined);
    },
  };
}
