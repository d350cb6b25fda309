import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Run background-job workers in this process (JOB_WORKERS=false: serve HTTP and the broker only). */
  jobWorkers: boolean;
  seedDemo: boolean;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  smtpUrl: string | null;
  /** The address users reach the app at, for links in e-mails (never taken from a request's Host). */
  publicUrl: string;
  logLevel: string;
  /** The most people POST /api/pessoas/mapa sends for the browser to cluster; beyond, the server clusters per zoom. */
  mapaNoNavegador: number;
  /** How many calls one address may make to /api/publico/ in each window of `publicoJanelaSegundos`. */
  publicoPedidos: number;
  publicoJanelaSegundos: number;
}

function inteiroPositivo(nome: string, valor: string | undefined, padrao: number): number {
  if (valor === undefined || valor === '') return padrao;
  const n = Number(valor);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${nome} deve ser um número inteiro positivo (recebido: ${valor}).`);
  return n;
}

/** Reads the environment (DESIGN.md, "Configuration"). */
export function lerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = inteiroPositivo('PORT', env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    jobWorkers: env.JOB_WORKERS !== 'false',
    seedDemo: env.SEED_DEMO !== 'false',
    sessionIdleMinutes: inteiroPositivo('SESSION_IDLE_MIN', env.SESSION_IDLE_MIN, 30),
    sessionMaxHours: inteiroPositivo('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12),
    smtpUrl: env.SMTP_URL || null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? 'warn',
    mapaNoNavegador: inteiroPositivo('MAPA_NO_NAVEGADOR', env.MAPA_NO_NAVEGADOR, 150_000),
    publicoPedidos: inteiroPositivo('PUBLICO_PEDIDOS', env.PUBLICO_PEDIDOS, 120),
    publicoJanelaSegundos: inteiroPositivo('PUBLICO_JANELA_S', env.PUBLICO_JANELA_S, 60),
  };
}
