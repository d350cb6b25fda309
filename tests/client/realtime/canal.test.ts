import { afterEach, describe, expect, it, vi } from 'vitest';
import { abrirCanal, urlDoCanal, type Canal } from '../../../src/client/realtime/canal.ts';
import type { MensagemDoServidor } from '../../../src/shared/realtime/protocolo.ts';
import { fabricaDeMqtt, type MqttFalso } from './mqttFalso.ts';

const TOKEN = 'token-da-sessao';
const TOPICOS = ['usuarios/7/notificacoes', 'unidades/1/avisos'];
let canal: Canal | undefined;

afterEach(() => {
  canal?.fechar();
  vi.useRealTimers();
});

function abrir(extra: Partial<Parameters<typeof abrirCanal>[0]> = {}) {
  const fabrica = fabricaDeMqtt();
  const recebidas: MensagemDoServidor[] = [];
  const estados: string[] = [];
  canal = abrirCanal({
    conectar: fabrica.conectar,
    url: 'wss://alicerce.example.org/mqtt',
    lerToken: () => TOKEN,
    aoReceber: (m) => recebidas.push(m),
    aoMudarEstado: (e) => estados.push(e),
    esperasMs: [1000, 2000, 5000],
    ...extra,
  });
  return { ...fabrica, recebidas, estados };
}

/** Lets the fake broker answer the handshake of a connection. */
async function completarHandshake(c: MqttFalso) {
  c.emit('connect');
  await vi.waitFor(() => expect(c.envios.some((e) => e.tipo === 'publish')).toBe(true));
  c.entregar(`clientes/${c.clientId}`, { type: 'CONFIGURACAO', content: { topics: TOPICOS } });
  await vi.waitFor(() => expect(c.envios.some((e) => e.tipo === 'unsubscribe')).toBe(true));
}

describe('the live channel handshake (spec sections 4 and 7)', () => {
  it('configures, registers, receives CONFIGURACAO, subscribes to its topics and drops the temporary topic', async () => {
    const { ultimo, estados, criados } = abrir();
    await vi.waitFor(() => expect(criados).toHaveLength(1));
    const c = ultimo();
    expect(c.url).toBe('wss://alicerce.example.org/mqtt');
    expect(c.clientId).toMatch(/^tmp-[0-9a-f]{24}$/);
    expect(c.envios).toEqual([]);

    await completarHandshake(c);
    const temporario = `clientes/${c.clientId}`;
    expect(c.envios).toEqual([
      { tipo: 'subscribe', topicos: temporario },
      { tipo: 'publish', topicos: 'C_ACESSO', mensagem: JSON.stringify({ token: TOKEN, clientId: c.clientId }) },
      { tipo: 'subscribe', topicos: TOPICOS },
      { tipo: 'unsubscribe', topicos: temporario },
    ]);
    expect(estados).toEqual(['conectando', 'conectado']);
  });

  it('never puts the token in the URL', () => {
    expect(urlDoCanal({ protocol: 'https:', host: 'alicerce.example.org' })).toBe('wss://alicerce.example.org/mqtt');
    expect(urlDoCanal({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/mqtt');
  });

  it('hands the messages of the granted topics on (job events arrive here)', async () => {
    const { ultimo, recebidas, criados } = abrir();
    await vi.waitFor(() => expect(criados).toHaveLength(1));
    await completarHandshake(ultimo());
    const aviso = { type: 'AVISO', content: { tipo: 'JOB', title: 'Importação de pessoas', msg: 'Concluída.' } };
    ultimo().entregar(TOPICOS[0] as string, aviso);
    expect(recebidas).toEqual([aviso]);
  });

  it('reconnects after a network loss with backoff and repeats the handshake with a new temporary id', async () => {
    vi.useFakeTimers();
    const { criados, estados } = abrir();
    await vi.waitFor(() => expect(criados).toHaveLength(1));
    const primeiro = criados[0] as MqttFalso;
    await completarHandshake(primeiro);

    primeiro.emit('close');
    expect(primeiro.encerrado).toBe(true);
    await vi.advanceTimersByTimeAsync(700);
    expect(criados).toHaveLength(1); // waits ~1 s (with jitter) before trying again
    await vi.advanceTimersByTimeAsync(600);
    expect(criados).toHaveLength(2);
    const segundo = criados[1] as MqttFalso;
    expect(segundo.clientId).not.toBe(primeiro.clientId);
    await completarHandshake(segundo);
    expect(segundo.envios.map((e) => e.tipo)).toEqual(['subscribe', 'publish', 'subscribe', 'unsubscribe']);
    expect(estados).toEqual(['conectando', 'conectado', 'desconectado', 'conectando', 'conectado']);
  });

  it('waits longer after each failed attempt, and starts over once connected', async () => {
    vi.useFakeTimers();
    const { criados } = abrir();
    await vi.waitFor(() => expect(criados).toHaveLength(1));
    (criados[0] as MqttFalso).emit('close'); // never connected
    await vi.advanceTimersByTimeAsync(1200);
    expect(criados).toHaveLength(2);
    (criados[1] as MqttFalso).emit('close');
    await vi.advanceTimersByTimeAsync(1500);
    expect(criados).toHaveLength(2); // the second wait is ~2 s
    await vi.advanceTimersByTimeAsync(1000);
    expect(criados).toHaveLength(3);
  });

  it('drops a handshake the server does not answer and tries again', async () => {
    vi.useFakeTimers();
    const { criados } = abrir({ limiteDoAcessoMs: 3000 });
    await vi.waitFor(() => expect(criados).toHaveLength(1));
    (criados[0] as MqttFalso).emit('connect');
    await vi.advanceTimersByTimeAsync(3000);
    expect((criados[0] as MqttFalso).encerrado).toBe(true);
    await vi.advanceTimersByTimeAsync(1200);
    expect(criados).toHaveLength(2);
  });

  it('stops for good when the server refuses the token, telling why', async () => {
    vi.useFakeTimers();
    const aoNegar = vi.fn();
    const { criados, estados } = abrir({ aoNegar });
    await vi.waitFor(() => expect(criados).toHaveLength(1));
    const c = criados[0] as MqttFalso;
    c.emit('connect');
    await vi.waitFor(() => expect(c.envios).toHaveLength(2));
    c.entregar(`clientes/${c.clientId}`, { type: 'ACESSO_NEGADO', content: { message: 'Sessão expirada. Faça login novamente.' } });
    c.emit('close');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(aoNegar).toHaveBeenCalledWith('Sessão expirada. Faça login novamente.');
    expect(criados).toHaveLength(1);
    expect(estados.at(-1)).toBe('negado');
  });

  it('does not connect without a session token', async () => {
    const { criados } = abrir({ lerToken: () => null });
    await new Promise((r) => setTimeout(r, 10));
    expect(criados).toEqual([]);
  });

  it('closing ends the connection and stops reconnecting', async () => {
    vi.useFakeTimers();
    const { criados } = abrir();
    await vi.waitFor(() => expect(criados).toHaveLength(1));
    await completarHandshake(criados[0] as MqttFalso);
    canal?.fechar();
    expect((criados[0] as MqttFalso).encerrado).toBe(true);
    (criados[0] as MqttFalso).emit('close');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(criados).toHaveLength(1);
    expect(canal?.estado).toBe('fechado');
  });
});
