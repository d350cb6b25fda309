import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contagemNoRedis } from '../../../src/server/http/contagem-redis.ts';
import { instalarLimitePublico, type ContagemCompartilhada } from '../../../src/server/http/limite-publico.ts';
import { instalarTratamentoDeErros } from '../../../src/server/http/tratamento-erros.ts';

// With REDIS_URL the public calls' counts are shared by every server process: two processes
// (two apps here) hold one address to one limit. A store that fails leaves each process counting
// alone rather than refusing or holding back the visitors. One test against a real Redis, skipped
// when the machine has none.

const LIMITE = { pedidos: 2, janelaMs: 60_000 };

/** A store as Redis behaves: one window per key, shared by whoever holds it. */
function contagemFalsa(): ContagemCompartilhada {
  const contagens = new Map<string, number>();
  return {
    async contar(chave) {
      const contagem = (contagens.get(chave) ?? 0) + 1;
      contagens.set(chave, contagem);
      return { contagem, restanteMs: 42_000 };
    },
    fechar: async () => undefined,
  };
}

async function processo(contagem: ContagemCompartilhada) {
  const app = Fastify();
  instalarTratamentoDeErros(app);
  instalarLimitePublico(app, LIMITE, { agora: () => 0, contagem });
  app.get('/api/publico/eco', { config: { publico: true } }, async () => ({ content: 'ok' }));
  await app.ready();
  return { app, chamar: (ip = '10.0.0.1') => app.inject({ url: '/api/publico/eco', remoteAddress: ip }) };
}

describe('the public limit shared by the processes', () => {
  it('holds an address to one limit across two processes, with the time the shared window has left', async () => {
    const contagem = contagemFalsa();
    const [a, b] = [await processo(contagem), await processo(contagem)];
    expect((await a.chamar()).statusCode).toBe(200);
    expect((await b.chamar()).statusCode).toBe(200);
    const barrado = await a.chamar();
    expect(barrado.statusCode).toBe(429);
    expect(barrado.headers['retry-after']).toBe('42');
    expect((await b.chamar('10.0.0.2')).statusCode).toBe(200);
    await Promise.all([a.app.close(), b.app.close()]);
  });

  it('counts in the process when the shared store fails', async () => {
    const quebrada: ContagemCompartilhada = { contar: () => Promise.reject(new Error('Redis fora do ar')), fechar: async () => undefined };
    const a = await processo(quebrada);
    expect((await a.chamar()).statusCode).toBe(200);
    expect((await a.chamar()).statusCode).toBe(200);
    expect((await a.chamar()).statusCode).toBe(429);
    await a.app.close();
  });
});

const REDIS = '/usr/bin/redis-server';

async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const endereco = s.address();
      s.close(() => (typeof endereco === 'object' && endereco ? resolve(endereco.port) : reject(new Error('sem porta'))));
    });
  });
}

describe.skipIf(!existsSync(REDIS))('the public limit over a real Redis', () => {
  let servidor: ChildProcess;
  let url: string;
  beforeAll(async () => {
    const porta = await portaLivre();
    servidor = spawn(REDIS, ['--port', String(porta), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    url = `redis://127.0.0.1:${porta}/0`;
    // Ready once it accepts a connection.
    const aceita = () => new Promise<boolean>((resolve) => {
      const s = connect(porta, '127.0.0.1', () => resolve(s.end() !== undefined));
      s.on('error', () => resolve(false));
    });
    for (let i = 0; i < 50 && !(await aceita()); i++) await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(() => {
    servidor.kill();
  });

  it('shares the counts of two processes, each with its own connection', async () => {
    const [a, b] = [await processo(contagemNoRedis(url)), await processo(contagemNoRedis(url))];
    expect((await a.chamar('10.9.9.9')).statusCode).toBe(200);
    expect((await b.chamar('10.9.9.9')).statusCode).toBe(200);
    const barrado = await b.chamar('10.9.9.9');
    expect(barrado.statusCode).toBe(429);
    expect(Number(barrado.headers['retry-after'])).toBeGreaterThan(55);
    await Promise.all([a.app.close(), b.app.close()]);
  });
});
