import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import mqtt, { type MqttClient } from 'mqtt';
import { conectar } from '../src/server/db/database.ts';
import { iniciarPostgresEmbutido } from '../src/server/db/embedded.ts';
import { criarBancoSeFaltar } from '../src/server/db/iniciar.ts';
import { migrar } from '../src/server/db/migrate.ts';
import { semearDemo } from '../src/server/seed/demo.ts';
import { semearReferencia } from '../src/server/seed/referencia.ts';
import { iniciarRedis, REDIS_SERVER } from '../tests/support/redis.ts';
import { TOPICO_ACESSO, topicoDoCliente, type MensagemDoServidor } from '../src/shared/realtime/protocolo.ts';

// `npm run bench mqtt`: how many live-channel clients one server process holds, and how long a
// job's notice takes from the job's end to the browser, in one process and across two processes
// sharing Redis. Env: DATABASE_URL (else an embedded PostgreSQL in a temporary folder),
// BENCH_CLIENTES (steps, default "1000,2500,5000,10000"), BENCH_TAREFAS (jobs per case, default 50).

const AQUI = path.dirname(fileURLToPath(import.meta.url));
const SERVIDOR = path.join(AQUI, 'bench-mqtt', 'servidor.ts');
const DEGRAUS = (process.env.BENCH_CLIENTES ?? '1000,2500,5000,10000').split(',').map(Number).filter((n) => n > 0);
const TAREFAS = Number(process.env.BENCH_TAREFAS ?? 50);
const LOTE_DE_CONEXOES = 200;

const filhos: ChildProcess[] = [];
process.once('exit', () => filhos.forEach((f) => f.kill('SIGKILL')));

function esperarLinha(filho: ChildProcess, padrao: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    filho.once('exit', (c) => reject(new Error(`processo saiu (${c})`)));
    filho.stdout?.on('data', (d: Buffer) => {
      const m = padrao.exec(d.toString());
      if (m) resolve(m);
    });
  });
}

async function iniciarServidor(dbUrl: string, env: Record<string, string>): Promise<{ porta: number; pid: number; parar(): Promise<void> }> {
  const filho = spawn(process.execPath, [SERVIDOR, dbUrl], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  filhos.push(filho);
  const m = await esperarLinha(filho, /"porta":(\d+)/);
  filho.removeAllListeners('exit');
  return {
    porta: Number(m[1]),
    pid: filho.pid ?? 0,
    parar: () =>
      new Promise((resolve) => {
        filho.once('exit', () => resolve());
        filho.kill('SIGTERM');
      }),
  };
}

const memoriaMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

async function entrar(porta: number): Promise<string> {
  const r = await fetch(`http://127.0.0.1:${porta}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  return ((await r.json()) as { content: { token: string } }).content.token;
}

interface Cliente {
  mqtt: MqttClient;
  aoReceber: ((m: MensagemDoServidor) => void) | null;
}

/** A browser's handshake with mqtt.js: temporary topic, C_ACESSO, CONFIGURACAO, subscribe, drop. */
async function cliente(porta: number, token: string): Promise<Cliente> {
  const clientId = `tmp-${randomBytes(10).toString('hex')}`;
  const c = await mqtt.connectAsync(`ws://127.0.0.1:${porta}/mqtt`, { clientId, reconnectPeriod: 0, connectTimeout: 30_000, keepalive: 300 });
  const resultado: Cliente = { mqtt: c, aoReceber: null };
  const configuracao = new Promise<string[]>((resolve, reject) => {
    c.on('message', (_t, payload) => {
      const m = JSON.parse(payload.toString()) as MensagemDoServidor;
      if (m.type === 'CONFIGURACAO') resolve(m.content.topics);
      else if (m.type === 'ACESSO_NEGADO') reject(new Error('acesso negado'));
      else resultado.aoReceber?.(m);
    });
  });
  await c.subscribeAsync(topicoDoCliente(clientId), { qos: 1 });
  await c.publishAsync(TOPICO_ACESSO, JSON.stringify({ token, clientId }), { qos: 1 });
  await c.subscribeAsync(await configuracao, { qos: 1 });
  await c.unsubscribeAsync(topicoDoCliente(clientId));
  return resultado;
}

const percentil = (v: number[], p: number) => {
  const o = [...v].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.ceil((p / 100) * o.length) - 1)] ?? NaN;
};

function tabela(titulo: string, cabecalho: string[], linhas: (string | number)[][]): void {
  const larguras = cabecalho.map((c, i) => Math.max(c.length, ...linhas.map((l) => String(l[i]).length)));
  const linha = (l: (string | number)[]) => `| ${l.map((v, i) => String(v).padStart(larguras[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${titulo}\n${linha(cabecalho)}\n|${larguras.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of linhas) console.log(linha(l));
}

/** Clients held by one server process, in steps; at each step one notice fans out to all. */
async function benchClientes(dbUrl: string): Promise<void> {
  const servidor = await iniciarServidor(dbUrl, { REDIS_URL: '' });
  const token = await entrar(servidor.porta);
  const clientes: Cliente[] = [];
  const linhas: (string | number)[][] = [];
  const memoriaInicial = memoriaMb(servidor.pid);
  try {
    for (const alvo of DEGRAUS) {
      const inicio = performance.now();
      let erro = '';
      while (clientes.length < alvo && !erro) {
        const n = Math.min(LOTE_DE_CONEXOES, alvo - clientes.length);
        const lote = await Promise.allSettled(Array.from({ length: n }, () => cliente(servidor.porta, token)));
        for (const r of lote) {
          if (r.status === 'fulfilled') clientes.push(r.value);
          else erro = String(r.reason).slice(0, 60);
        }
      }
      const segundos = (performance.now() - inicio) / 1000;
      // One job's end notice reaches every connection of the user: when the first and the last got it.
      const chegadas: number[] = [];
      const todos = new Promise<void>((resolve) => {
        for (const c of clientes) {
          c.aoReceber = (m) => {
            if (m.type !== 'AVISO') return;
            c.aoReceber = null;
            if (chegadas.push(performance.now()) === clientes.length) resolve();
          };
        }
      });
      const envio = performance.now();
      await pedirRelatorio(servidor.porta, token);
      await Promise.race([todos, new Promise((r) => setTimeout(r, 120_000))]);
      const completo = chegadas.length === clientes.length;
      const primeiro = Math.min(...chegadas);
      const ultimo = Math.max(...chegadas);
      linhas.push([
        alvo,
        clientes.length,
        segundos.toFixed(1),
        Math.round(clientes.length / segundos),
        memoriaMb(servidor.pid) - memoriaInicial,
        completo ? (ultimo - envio).toFixed(0) : `${chegadas.length} receberam`,
        completo ? (ultimo - primeiro).toFixed(0) : 'n/d',
        erro || '-',
      ]);
      if (erro) break;
    }
  } finally {
    await Promise.all(clientes.map((c) => c.mqtt.endAsync(true).catch(() => undefined)));
    await servidor.parar();
  }
  tabela(
    `Clientes MQTT num processo do servidor (cada um com o handshake completo; ${LOTE_DE_CONEXOES} conexões simultâneas por vez)`,
    ['alvo', 'conectados', 'tempo (s)', 'handshakes/s', 'RSS extra do servidor (MB)', 'pedido → aviso no último (ms)', 'primeiro → último (ms)', 'erro'],
    linhas,
  );
}

/** The real job kind, triggered over HTTP: the notice is the job's own end notice. */
async function pedirRelatorio(porta: number, token: string): Promise<void> {
  const r = await fetch(`http://127.0.0.1:${porta}/api/relatorios/usuarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: '{}',
  });
  if (!r.ok) throw new Error(`relatório: ${r.status}`);
}

/** From the job's end (its row's concluida_em) to the AVISO arriving at a client. */
async function benchLatencia(dbUrl: string, rotulo: string, portaDoCliente: number, portaDoPedido: number): Promise<(string | number)[]> {
  const token = await entrar(portaDoCliente);
  const c = await cliente(portaDoCliente, token);
  const db = conectar(dbUrl, 2);
  const latencias: number[] = [];
  try {
    for (let i = 0; i < TAREFAS; i++) {
      const recebido = new Promise<{ id: number; em: number }>((resolve) => {
        c.aoReceber = (m) => {
          if (m.type === 'AVISO' && m.content.tarefaId !== undefined) resolve({ id: m.content.tarefaId, em: performance.timeOrigin + performance.now() });
        };
      });
      await pedirRelatorio(portaDoPedido, token);
      const { id, em } = await recebido;
      const linha = await sql<{ fim: number }>`SELECT extract(epoch FROM concluida_em)::float8 * 1000 AS fim FROM tarefa WHERE id = ${id}`.execute(db);
      const fim = linha.rows[0]?.fim;
      if (fim) latencias.push(em - fim);
    }
  } finally {
    await c.mqtt.endAsync(true);
    await db.destroy();
  }
  return [rotulo, latencias.length, percentil(latencias, 50).toFixed(1), percentil(latencias, 95).toFixed(1), Math.max(...latencias).toFixed(1)];
}

async function main(): Promise<void> {
  let adminUrl: string;
  let pararBanco = async () => undefined as void;
  const pasta = await mkdtemp(path.join(tmpdir(), 'alicerce-bench-mqtt-'));
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '/postgres';
    adminUrl = u.toString();
  } else {
    console.log('Iniciando um PostgreSQL embutido temporário...');
    const pg = await iniciarPostgresEmbutido(pasta);
    adminUrl = pg.connectionString('postgres');
    pararBanco = () => pg.stop();
  }
  const nome = 'alicerce_bench_mqtt';
  const admin = conectar(adminUrl, 1);
  await sql`DROP DATABASE IF EXISTS ${sql.id(nome)} WITH (FORCE)`.execute(admin);
  await criarBancoSeFaltar(admin, nome);
  const dbUrl = adminUrl.replace(/\/postgres(\?|$)/, `/${nome}$1`);
  const db = conectar(dbUrl, 2);
  await migrar(db);
  await semearReferencia(db);
  await semearDemo(db, 0);
  await db.destroy();
  process.env.DATA_DIR = path.join(pasta, 'dados');

  try {
    await benchClientes(dbUrl);

    const linhas: (string | number)[][] = [];
    const unico = await iniciarServidor(dbUrl, { REDIS_URL: '' });
    try {
      linhas.push(await benchLatencia(dbUrl, 'um processo', unico.porta, unico.porta));
    } finally {
      await unico.parar();
    }
    if (existsSync(REDIS_SERVER)) {
      const redis = await iniciarRedis();
      const p1 = await iniciarServidor(dbUrl, { REDIS_URL: redis.url, JOB_WORKERS: 'false' });
      const p2 = await iniciarServidor(dbUrl, { REDIS_URL: redis.url });
      try {
        linhas.push(await benchLatencia(dbUrl, 'dois processos + Redis', p1.porta, p2.porta));
      } finally {
        await Promise.all([p1.parar(), p2.parar()]);
        await redis.parar();
      }
    } else {
      linhas.push(['dois processos + Redis', 0, `(${REDIS_SERVER} ausente)`, '', '']);
    }
    tabela(`Latência do aviso: fim da tarefa (concluida_em) → mensagem no cliente, ${TAREFAS} tarefas 'relatorio.usuarios'`, ['caso', 'n', 'p50 (ms)', 'p95 (ms)', 'máx (ms)'], linhas);
  } finally {
    const fim = conectar(adminUrl, 1);
    await sql`DROP DATABASE IF EXISTS ${sql.id(nome)} WITH (FORCE)`.execute(fim).catch(() => undefined);
    await fim.destroy();
    await admin.destroy();
    await pararBanco();
    await rm(pasta, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
