import type { Aedes, AedesPublishPacket, Client, ConnectPacket, PublishPacket, Subscription } from 'aedes';
import { MENSAGENS } from '../../shared/messages.ts';
import {
  PADRAO_CLIENTE_TEMPORARIO,
  TOPICO_ACESSO,
  topicoDaUnidade,
  topicoDoCliente,
  topicoDoUsuario,
  type MensagemDoServidor,
} from '../../shared/realtime/protocolo.ts';

/** What a client was granted by the C_ACESSO handshake. */
export interface Acesso {
  sessaoId: number;
  usuarioId: number;
  unidadeId: number | null;
  topicos: ReadonlySet<string>;
}

export interface SessaoDoToken {
  id: number;
  usuarioId: number;
  unidadeId: number | null;
}

export interface DependenciasDoAcesso {
  /** A connection without a granted handshake by then is closed. */
  prazoDoAcessoMs?: number;
  /** The open session of a token, or null; throws when the database cannot answer. */
  buscarSessao(token: string): Promise<SessaoDoToken | null>;
  /** Publishes a server message on a topic (through the broker's emitter, so every process sees it). */
  publicar(topico: string, mensagem: MensagemDoServidor): void;
}

// Clients are refused (CONNACK "not authorized") rather than half-accepted.
function recusa(): Error & { returnCode: 5 } {
  return Object.assign(new Error('não autorizado'), { returnCode: 5 as const });
}

export function topicosConcedidos(sessao: SessaoDoToken): string[] {
  const topicos = [topicoDoUsuario(sessao.usuarioId)];
  if (sessao.unidadeId !== null) topicos.push(topicoDaUnidade(sessao.unidadeId));
  return topicos;
}

function lerPedido(payload: Buffer | string): { token: string; clientId: string } | null {
  try {
    const corpo: unknown = JSON.parse(payload.toString());
    if (typeof corpo !== 'object' || corpo === null) return null;
    const { token, clientId } = corpo as Record<string, unknown>;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
    if (typeof clientId !== 'string') return null;
    return { token, clientId };
  } catch {
    return null;
  }
}

/**
 * The broker's access rules. A client connects with a temporary id and a clean session, no
 * will; it may publish only on C_ACESSO (its own `{token, clientId}`, never retained), which the
 * server reads; it may subscribe only to its temporary topic and the topics its session was
 * granted, and nothing else is forwarded to it. Grants belong to the connection, not to the id,
 * so a client that takes over an id does not inherit them.
 */
export function instalarControleDeAcesso(broker: Aedes, deps: DependenciasDoAcesso) {
  const acessos = new Map<Client, Acesso>();
  const comTestamento = new WeakSet<Client>();
  // One handshake per connection: a reconnection is a new connection with a new temporary id.
  const pediram = new WeakSet<Client>();
  const prazo = deps.prazoDoAcessoMs ?? 10_000;

  const podeReceber = (client: Client, topico: string) =>
    topico === topicoDoCliente(client.id) || (acessos.get(client)?.topicos.has(topico) ?? false);

  broker.preConnect = (client: Client, packet: ConnectPacket, callback) => {
    // A last will could only publish on C_ACESSO, where it means nothing: refuse it outright.
    if (packet.will) comTestamento.add(client);
    callback(null, true);
  };

  broker.authenticate = (client, _username, _password, done) => {
    const aceito = PADRAO_CLIENTE_TEMPORARIO.test(client.id) && client.clean && !comTestamento.has(client);
    if (aceito) done(null, true);
    else done(recusa(), false);
  };

  broker.authorizePublish = (client: Client | null, packet: PublishPacket, callback) => {
    if (!client || packet.retain || packet.topic !== TOPICO_ACESSO) {
      callback(new Error('publicação não permitida'));
      return;
    }
    const pedido = lerPedido(packet.payload);
    // The token never leaves this process: the message goes on with the client id only.
    packet.payload = Buffer.from(JSON.stringify({ clientId: client.id }));
    if (!pedido || pedido.clientId !== client.id || pediram.has(client)) {
      callback(new Error('pedido de acesso inválido'));
      return;
    }
    pediram.add(client);
    deps.buscarSessao(pedido.token).then(
      (sessao) => {
        callback(null);
        if (client.closed) return;
        if (!sessao) {
          acessos.delete(client);
          deps.publicar(topicoDoCliente(client.id), { type: 'ACESSO_NEGADO', content: { message: MENSAGENS.sessaoExpirada } });
          // Let the refusal reach the client before closing.
          setTimeout(() => client.close(), 200);
          return;
        }
        const topicos = topicosConcedidos(sessao);
        acessos.set(client, { sessaoId: sessao.id, usuarioId: sessao.usuarioId, unidadeId: sessao.unidadeId, topicos: new Set(topicos) });
        deps.publicar(topicoDoCliente(client.id), { type: 'CONFIGURACAO', content: { topics: topicos } });
      },
      // The database did not answer: drop the connection; the client reconnects and asks again.
      (erro: Error) => callback(erro),
    );
  };

  broker.authorizeSubscribe = (client: Client, sub: Subscription, callback) => {
    // A refused subscription gets SUBACK 128 (failure); the connection stays.
    callback(null, podeReceber(client, sub.topic) ? { ...sub, qos: Math.min(sub.qos, 1) as 0 | 1 } : null);
  };

  broker.authorizeForward = (client: Client, packet: AedesPublishPacket) => (podeReceber(client, packet.topic) ? packet : null);

  // A connection that never completes the handshake does not hold a socket for long.
  broker.on('clientReady', (client) => {
    setTimeout(() => {
      if (!client.closed && !acessos.has(client)) client.close();
    }, prazo).unref();
  });

  broker.on('clientDisconnect', (client) => {
    acessos.delete(client);
  });

  return {
    acessos: acessos as ReadonlyMap<Client, Acesso>,
    /** Closes the connections of sessions that match. */
    encerrar(filtro: (acesso: Acesso) => boolean): number {
      let n = 0;
      for (const [client, acesso] of acessos) {
        if (!filtro(acesso)) continue;
        acessos.delete(client);
        client.close();
        n++;
      }
      return n;
    },
  };
}

export type ControleDeAcesso = ReturnType<typeof instalarControleDeAcesso>;
