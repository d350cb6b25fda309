import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao } from '../../../src/server/auth/sessoes.ts';
import { rotaDoTempoReal } from '../../../src/server/realtime/rota.ts';
import { criarTempoReal, type TempoReal } from '../../../src/server/realtime/tempo-real.ts';
import { criarBancoDeTeste, type BancoDeTeste } from '../../support/banco.ts';
import { idDoUsuario } from '../ajudantes.ts';
import { apresentar, conectar, encerrar, escutar, type ClienteDeTeste } from './cliente-mqtt.ts';

// The broker alone (no HTTP API), with a short handshake deadline.

let banco: BancoDeTeste;
let app: FastifyInstance;
let tempoReal: TempoReal;
let url: string;
const abertos: ClienteDeTeste[] = [];

beforeAll(async () => {
  banco = await criarBancoDeTeste();
  tempoReal = criarTempoReal({ db: banco.db, limites: { idleMinutes: 30, maxHours: 12 }, redisUrl: null, prazoDoAcessoMs: 400 });
  app = Fastify();
  app.addHook('onReady', () => tempoReal.iniciar());
  app.addHook('onClose', () => tempoReal.fechar());
  await rotaDoTempoReal(app, tempoReal);
  url = await escutar(app);
});
afterAll(async () => {
  await Promise.all(abertos.map(encerrar));
  await app.close();
  await banco.descartar();
});

describe('handshake deadline', () => {
  it('closes a connection that never publishes C_ACESSO', async () => {
    const c = await conectar(url);
    abertos.push(c);
    const inicio = performance.now();
    await c.fechado;
    expect(performance.now() - inicio).toBeLessThan(2000);
  });

  it('keeps a connection whose handshake was granted', async () => {
    const token = await criarSessao(banco.db, await idDoUsuario(banco.db, 'admin'), null, '127.0.0.1');
    const c = await conectar(url);
    abertos.push(c);
    await apresentar(c, token);
    await new Promise((r) => setTimeout(r, 800));
    expect(c.mqtt.connected).toBe(true);
    expect(tempoReal.conexoesAutenticadas()).toBe(1);
  });
});
