import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarApp } from '../../../src/server/app.ts';
import { lerConfig } from '../../../src/server/config.ts';
import type { TarefaResumo } from '../../../src/shared/realtime/protocolo.ts';
import { criarBancoDeTeste, type BancoDeTeste } from '../../support/banco.ts';
import { criarUsuario, idDaUnidade, idDoUsuario } from '../ajudantes.ts';
import { conectarEApresentar, encerrar, escutar, type ClienteDeTeste } from './cliente-mqtt.ts';
import { iniciarRedis, REDIS_SERVER } from '../../support/redis.ts';

// Scale-out (DESIGN.md): with REDIS_URL, the brokers of several server processes share messages
// and subscriptions through Redis. Process 1 (this one) runs no job workers; process 2 (a child
// process) does, so every job runs there and its notice must cross Redis to reach process 1.

const SERVIDOR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'support', 'processos', 'servidor.ts');
const temRedis = existsSync(REDIS_SERVER);
if (!temRedis) console.warn(`[cluster.test] ${REDIS_SERVER} não existe: o teste com dois processos e Redis foi pulado (apt-get install redis-server).`);

let redis: Awaited<ReturnType<typeof iniciarRedis>>;
let banco: BancoDeTeste;
let dataDir: string;
let app1: FastifyInstance;
let url1: string;
let processo2: ChildProcess;
let url2: string;
let http2: string;
const clientes: ClienteDeTeste[] = [];

async function entrar(base: string, login: string): Promise<string> {
  const r = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: login, password: login }) });
  if (!r.ok) throw new Error(`login ${r.status}`);
  return ((await r.json()) as { content: { token: string } }).content.token;
}

describe.skipIf(!temRedis)('two server processes sharing the broker through Redis', () => {
  beforeAll(async () => {
    redis = await iniciarRedis();
    banco = await criarBancoDeTeste();
    dataDir = await mkdtemp(path.join(tmpdir(), 'alicerce-cluster-'));
    await criarUsuario(banco.db, { login: 'bruno', unidadeIds: [await idDaUnidade(banco.db, 'Sede')] });
    app1 = await criarApp(banco.db, { ...lerConfig({ DATA_DIR: dataDir, REDIS_URL: redis.url }), jobWorkers: false, logLevel: 'silent' });
    url1 = await escutar(app1);

    processo2 = spawn(process.execPath, [SERVIDOR, banco.url, redis.url, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    process.once('exit', () => processo2.kill('SIGKILL'));
    const porta = await new Promise<number>((resolve, reject) => {
      processo2.once('exit', (code) => reject(new Error(`o processo 2 saiu (${code})`)));
      processo2.stdout?.on('data', (d: Buffer) => {
        const m = /"porta":(\d+)/.exec(d.toString());
        if (m) resolve(Number(m[1]));
      });
    });
    processo2.removeAllListeners('exit');
    http2 = `http://127.0.0.1:${porta}`;
    url2 = `ws://127.0.0.1:${porta}/mqtt`;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clientes.map(encerrar));
    if (processo2) {
      const saiu = new Promise((r) => processo2.once('exit', r));
      processo2.kill('SIGTERM');
      await saiu;
    }
    await app1?.close();
    await banco?.descartar();
    await redis?.parar();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function cliente(url: string, token: string) {
    const c = await conectarEApresentar(url, token);
    clientes.push(c);
    return c;
  }

  it('a client on process 1 receives the notice of a job that ran on process 2', async () => {
    const token = await entrar(http2, 'admin');
    const c = await cliente(url1, token);
    const outro = await cliente(url2, await entrar(http2, 'bruno'));

    const r = await fetch(`${http2}/api/relatorios/usuarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: '{}',
    });
    expect(r.status).toBe(200);
    const { id } = ((await r.json()) as { content: TarefaResumo }).content;

    const aviso = await c.esperar((m) => m.type === 'AVISO' && m.content.tarefaId === id, 15_000);
    expect(aviso).toMatchObject({ type: 'AVISO', content: { tipo: 'RELATORIO', title: 'Relatório de usuários', tarefaId: id } });
    expect(aviso.type === 'AVISO' && aviso.content.link).toMatch(/^\/api\/arquivos\/\d+\/download$/);
    expect(c.mensagens.some((m) => m.mensagem.type === 'TAREFA' && m.mensagem.content.id === id && m.mensagem.content.estado === 'concluida')).toBe(true);
    // Bruno, on process 2, got nothing of it.
    expect(outro.mensagens.filter((m) => m.mensagem.type !== 'CONFIGURACAO')).toEqual([]);
  });

  it('a notice published on process 1 reaches a client on process 2', async () => {
    const c = await cliente(url2, await entrar(http2, 'bruno'));
    await app1.tempoReal.notificarUsuario(await idDoUsuario(banco.db, 'bruno'), { tipo: 'RECIBO', title: 'Recibo gerado', msg: 'Recibo 12' });
    await c.esperar((m) => m.type === 'AVISO' && m.content.title === 'Recibo gerado', 5000);
  });

  it('logout on process 2 closes the connection held by process 1 within a second', async () => {
    const token = await entrar(http2, 'admin');
    const c = await cliente(url1, token);
    const inicio = performance.now();
    const r = await fetch(`${http2}/api/logout`, { method: 'POST', headers: { 'x-auth-token': token } });
    expect(r.status).toBe(200);
    await c.fechado;
    expect(performance.now() - inicio).toBeLessThan(1000);
  });
});
