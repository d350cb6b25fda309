import { sql } from 'kysely';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICO_ACESSO, topicoDaUnidade, topicoDoCliente, topicoDoUsuario, type Aviso } from '../../../src/shared/realtime/protocolo.ts';
import { encerrarSessoesDoUsuario } from '../../../src/server/auth/sessoes.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../support/app.ts';
import { criarUsuario, idDaUnidade, idDoUsuario, sessaoDoToken } from '../ajudantes.ts';
import { apresentar, codigoDoSuback, conectar, conectarEApresentar, encerrar, escutar, idTemporario, type ClienteDeTeste } from './cliente-mqtt.ts';

let t: AppDeTeste;
let url: string;
let sede: number;
let norte: number;
const abertos: ClienteDeTeste[] = [];

beforeAll(async () => {
  t = await criarAppDeTeste();
  url = await escutar(t.app);
  sede = await idDaUnidade(t.db, 'Sede');
  norte = await idDaUnidade(t.db, 'Unidade Norte');
  await criarUsuario(t.db, { login: 'ana', unidadeIds: [sede] });
  await criarUsuario(t.db, { login: 'bruno', unidadeIds: [norte] });
});
afterAll(async () => {
  await Promise.all(abertos.map(encerrar));
  await t.fechar();
});

async function cliente(token: string) {
  const c = await conectarEApresentar(url, token);
  abertos.push(c);
  return c;
}

const aviso = (title: string): Aviso => ({ tipo: 'JOB', title, msg: 'ok' });
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('handshake', () => {
  it('answers C_ACESSO with CONFIGURACAO holding the user topic and the unit topic on the temporary topic', async () => {
    const token = await t.entrar('ana');
    const c = await conectar(url);
    abertos.push(c);
    const topicos = await apresentar(c, token);
    const ana = await idDoUsuario(t.db, 'ana');
    expect(topicos).toEqual([topicoDoUsuario(ana), topicoDaUnidade(sede)]);
    const configuracao = c.mensagens.find((m) => m.mensagem.type === 'CONFIGURACAO');
    expect(configuracao?.topico).toBe(topicoDoCliente(c.clientId));

    await t.app.tempoReal.notificarUsuario(ana, aviso('Para a Ana'));
    const recebida = await c.esperar((m) => m.type === 'AVISO');
    expect(recebida).toEqual({ type: 'AVISO', content: aviso('Para a Ana') });
  });

  it('grants only the user topic while no unit is chosen (admin has two units)', async () => {
    const c = await cliente(await t.entrar('admin'));
    expect(c.topicos).toEqual([topicoDoUsuario(await idDoUsuario(t.db, 'admin'))]);
  });

  it('reaches every browser of the user (two tabs)', async () => {
    const token = await t.entrar('ana');
    const [c1, c2] = await Promise.all([cliente(token), cliente(token)]);
    await t.app.tempoReal.notificarUsuario(await idDoUsuario(t.db, 'ana'), aviso('Duas abas'));
    await Promise.all([c1, c2].map((c) => c.esperar((m) => m.type === 'AVISO' && m.content.title === 'Duas abas')));
  });

  it('refuses an unknown token with ACESSO_NEGADO ("Sessão expirada...") and closes the connection', async () => {
    const c = await conectar(url);
    abertos.push(c);
    await c.mqtt.subscribeAsync(topicoDoCliente(c.clientId));
    await c.mqtt.publishAsync(TOPICO_ACESSO, JSON.stringify({ token: 'x'.repeat(43), clientId: c.clientId }));
    const negado = await c.esperar((m) => m.type === 'ACESSO_NEGADO');
    expect(negado).toEqual({ type: 'ACESSO_NEGADO', content: { message: 'Sessão expirada. Faça login novamente.' } });
    await c.fechado;
  });

  it('closes a client that claims another client id in C_ACESSO', async () => {
    const c = await conectar(url);
    abertos.push(c);
    await c.mqtt.publishAsync(TOPICO_ACESSO, JSON.stringify({ token: await t.entrar('ana'), clientId: idTemporario() }));
    await c.fechado;
  });

  it('allows one handshake per connection: a second C_ACESSO closes it', async () => {
    const token = await t.entrar('ana');
    const c = await cliente(token);
    c.mqtt.publish(TOPICO_ACESSO, JSON.stringify({ token, clientId: c.clientId }));
    await c.fechado;
  });

  it('never lets the token past the broker: the C_ACESSO message carries the client id only', async () => {
    const vistos: string[] = [];
    const ouvir = (packet: { payload: Buffer | string }, cb: () => void) => {
      vistos.push(packet.payload.toString());
      cb();
    };
    await new Promise<void>((r) => t.app.tempoReal.broker.subscribe(TOPICO_ACESSO, ouvir, r));
    const token = await t.entrar('ana');
    const c = await cliente(token);
    await new Promise<void>((r) => t.app.tempoReal.broker.unsubscribe(TOPICO_ACESSO, ouvir, r));
    expect(vistos).toContain(JSON.stringify({ clientId: c.clientId }));
    expect(vistos.join()).not.toContain(token);
  });

  it('refuses connections that are not a temporary client id, keep a session or carry a will', async () => {
    const recusas = [
      { clientId: 'navegador-qualquer' },
      { clientId: idTemporario(), clean: false },
      { clientId: idTemporario(), will: { topic: TOPICO_ACESSO, payload: Buffer.from('{}'), qos: 0 as const, retain: false } },
      { clientId: idTemporario(), will: { topic: 'usuarios/1/notificacoes', payload: Buffer.from('{}'), qos: 0 as const, retain: true } },
    ];
    for (const opcoes of recusas) {
      await expect(mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 3000, ...opcoes })).rejects.toThrow(/[Nn]ot authorized/);
    }
  });
});

describe('subscriptions refused with SUBACK failure (128)', () => {
  it('refuses wildcards, $SYS, C_ACESSO, other users\' and other clients\' topics, and keeps the connection', async () => {
    const ana = await cliente(await t.entrar('ana'));
    const bruno = await cliente(await t.entrar('bruno'));
    const outro = await conectar(url);
    abertos.push(outro);
    const brunoId = await idDoUsuario(t.db, 'bruno');
    const proibidos = [
      '#',
      '+/#',
      '$SYS/#',
      `$SYS/${t.app.tempoReal.broker.id}/heartbeat`,
      TOPICO_ACESSO,
      topicoDoUsuario(brunoId),
      'usuarios/+/notificacoes',
      'usuarios/#',
      topicoDaUnidade(norte),
      topicoDoCliente(bruno.clientId),
      topicoDoCliente(outro.clientId),
      'clientes/+',
    ];
    for (const topico of proibidos) {
      expect({ topico, suback: await codigoDoSuback(ana, topico) }).toEqual({ topico, suback: 128 });
    }
    expect(ana.mqtt.connected).toBe(true);
    // Nothing of Bruno's reached Ana through any of the refused subscriptions.
    await t.app.tempoReal.notificarUsuario(brunoId, aviso('Só do Bruno'));
    await bruno.esperar((m) => m.type === 'AVISO' && m.content.title === 'Só do Bruno');
    await esperar(100);
    expect(ana.mensagens.filter((m) => m.mensagem.type === 'AVISO' && m.mensagem.content.title === 'Só do Bruno')).toEqual([]);
  });

  it('refuses the user topic before the handshake', async () => {
    const c = await conectar(url);
    abertos.push(c);
    expect(await codigoDoSuback(c, topicoDoUsuario(await idDoUsuario(t.db, 'ana')))).toBe(128);
    // Its own temporary topic is allowed.
    expect(await codigoDoSuback(c, topicoDoCliente(c.clientId))).toBe(1);
  });
});

describe('publishing', () => {
  it('closes a client that publishes anywhere but C_ACESSO, and nobody receives it', async () => {
    const bruno = await cliente(await t.entrar('bruno'));
    const ana = await cliente(await t.entrar('ana'));
    const falso = JSON.stringify({ type: 'AVISO', content: aviso('Forjado') });
    ana.mqtt.publish(topicoDoUsuario(await idDoUsuario(t.db, 'bruno')), falso, { qos: 0 });
    await ana.fechado;
    await esperar(200);
    expect(bruno.mensagens.some((m) => m.mensagem.type === 'AVISO')).toBe(false);
  });

  it('refuses a retained message, even on C_ACESSO, so nothing is kept for later subscribers', async () => {
    const c = await conectar(url);
    abertos.push(c);
    const token = await t.entrar('ana');
    c.mqtt.publish(TOPICO_ACESSO, JSON.stringify({ token, clientId: c.clientId }), { retain: true, qos: 0 });
    await c.fechado;
    const d = await cliente(await t.entrar('ana'));
    await esperar(100);
    expect(d.mensagens.map((m) => m.mensagem.type)).toEqual(['CONFIGURACAO']);
  });
});

describe('isolation between users', () => {
  it('user A receives none of 1,000 messages for user B, who receives all of them', async () => {
    const a = await cliente(await t.entrar('ana'));
    const b = await cliente(await t.entrar('bruno'));
    const brunoId = await idDoUsuario(t.db, 'bruno');
    const antesA = a.mensagens.length;
    const antesB = b.mensagens.length;
    for (let i = 0; i < 1000; i++) await t.app.tempoReal.notificarUsuario(brunoId, aviso(`n${i}`));
    await b.esperar((m) => m.type === 'AVISO' && m.content.title === 'n999', 15_000);
    await esperar(200);
    const deB = b.mensagens.slice(antesB).filter((m) => m.mensagem.type === 'AVISO');
    expect(deB).toHaveLength(1000);
    expect(a.mensagens.slice(antesA)).toEqual([]);
  });
});

describe('the session ends, the connection closes', () => {
  async function tempoAteFechar(c: ClienteDeTeste, acao: () => Promise<unknown>): Promise<number> {
    const inicio = performance.now();
    await acao();
    await c.fechado;
    return performance.now() - inicio;
  }

  it('logout closes the session\'s connection within a second', async () => {
    const token = await t.entrar('ana');
    const c = await cliente(token);
    const outraSessao = await cliente(await t.entrar('ana'));
    const ms = await tempoAteFechar(c, () => t.chamar({ method: 'POST', url: '/api/logout', token }));
    expect(ms).toBeLessThan(1000);
    // Only that session: the user's other session stays connected.
    expect(outraSessao.mqtt.connected).toBe(true);
  });

  it('a session ended elsewhere (another process, an administrator) closes within a second', async () => {
    const token = await t.entrar('bruno');
    const c = await cliente(token);
    const { usuario_id } = await sessaoDoToken(t.db, token);
    const ms = await tempoAteFechar(c, () => encerrarSessoesDoUsuario(t.db, usuario_id));
    expect(ms).toBeLessThan(1000);
  });

  it('an idle-expired session closes within a second', async () => {
    const token = await t.entrar('bruno');
    const c = await cliente(token);
    const { id } = await sessaoDoToken(t.db, token);
    const ms = await tempoAteFechar(c, () =>
      t.db.updateTable('sessao').set({ ultimo_uso_em: sql`now() - interval '2 days'` }).where('id', '=', id).execute(),
    );
    expect(ms).toBeLessThan(1000);
  });

  it('choosing another unit closes the connection; the new handshake grants the new unit\'s topic', async () => {
    const token = await t.entrar('admin');
    const c = await cliente(token);
    const ms = await tempoAteFechar(c, () => t.chamar({ method: 'POST', url: '/api/context/unidade', token, payload: { unidadeId: norte } }));
    expect(ms).toBeLessThan(1000);
    const d = await cliente(token);
    expect(d.topicos).toContain(topicoDaUnidade(norte));
  });
});
