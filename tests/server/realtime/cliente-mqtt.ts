import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { TOPICO_ACESSO, topicoDoCliente, type MensagemDoServidor } from '../../../src/shared/realtime/protocolo.ts';

// Real mqtt.js clients against the real app listening on a free port (not a test file itself).

export async function escutar(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/mqtt`;
}

export const idTemporario = () => `tmp-${randomBytes(10).toString('hex')}`;

export interface ClienteDeTeste {
  mqtt: MqttClient;
  clientId: string;
  mensagens: { topico: string; mensagem: MensagemDoServidor }[];
  /** Resolves with the first message (already received or to come) that matches. */
  esperar(filtro: (m: MensagemDoServidor, topico: string) => boolean, ms?: number): Promise<MensagemDoServidor>;
  /** Resolves when the connection closes (the broker dropped it). */
  fechado: Promise<void>;
}

export async function conectar(url: string, opcoes: IClientOptions = {}): Promise<ClienteDeTeste> {
  const clientId = opcoes.clientId ?? idTemporario();
  const cliente = await mqtt.connectAsync(url, { clientId, reconnectPeriod: 0, connectTimeout: 5000, ...opcoes });
  const mensagens: ClienteDeTeste['mensagens'] = [];
  const esperando = new Set<() => void>();
  cliente.on('message', (topico, payload) => {
    mensagens.push({ topico, mensagem: JSON.parse(payload.toString()) as MensagemDoServidor });
    for (const f of esperando) f();
  });
  const fechado = new Promise<void>((resolve) => cliente.once('close', () => resolve()));
  return {
    mqtt: cliente,
    clientId,
    mensagens,
    fechado,
    esperar(filtro, ms = 5000) {
      return new Promise((resolve, reject) => {
        const verificar = () => {
          const achada = mensagens.find((m) => filtro(m.mensagem, m.topico));
          if (!achada) return false;
          esperando.delete(verificar);
          clearTimeout(limite);
          resolve(achada.mensagem);
          return true;
        };
        const limite = setTimeout(() => {
          esperando.delete(verificar);
          reject(new Error(`mensagem esperada não chegou em ${ms} ms`));
        }, ms);
        if (!verificar()) esperando.add(verificar);
      });
    },
  };
}

/** The handshake of the specification: temporary topic, C_ACESSO, CONFIGURACAO, subscribe, drop. */
export async function apresentar(c: ClienteDeTeste, token: string): Promise<string[]> {
  await c.mqtt.subscribeAsync(topicoDoCliente(c.clientId), { qos: 1 });
  await c.mqtt.publishAsync(TOPICO_ACESSO, JSON.stringify({ token, clientId: c.clientId }), { qos: 1 });
  const resposta = await c.esperar((m) => m.type === 'CONFIGURACAO' || m.type === 'ACESSO_NEGADO');
  if (resposta.type !== 'CONFIGURACAO') throw new Error(`acesso negado: ${JSON.stringify(resposta)}`);
  const concedidas = await c.mqtt.subscribeAsync(resposta.content.topics, { qos: 1 });
  if (concedidas.some((g) => g.qos === 128)) throw new Error('inscrição recusada num tópico concedido');
  await c.mqtt.unsubscribeAsync(topicoDoCliente(c.clientId));
  return resposta.content.topics;
}

/** The return code the broker's SUBACK gave one topic (mqtt.js turns 128 into an error carrying it). */
export async function codigoDoSuback(c: ClienteDeTeste, topico: string): Promise<number> {
  try {
    const [concessao] = await c.mqtt.subscribeAsync(topico, { qos: 1 });
    return concessao?.qos ?? -1;
  } catch (erro) {
    const codigo = (erro as { packet?: { granted?: unknown[] } }).packet?.granted?.[0];
    if (typeof codigo === 'number') return codigo;
    throw erro;
  }
}

export async function conectarEApresentar(url: string, token: string): Promise<ClienteDeTeste & { topicos: string[] }> {
  const c = await conectar(url);
  return { ...c, topicos: await apresentar(c, token) };
}

export const encerrar = (c: ClienteDeTeste) => c.mqtt.endAsync(true).catch(() => undefined);
