import {
  PREFIXO_CLIENTE_TEMPORARIO,
  TOPICO_ACESSO,
  topicoDoCliente,
  type MensagemDoServidor,
} from '../../shared/realtime/protocolo.ts';

/** The part of an mqtt.js client the channel uses (tests pass a fake one). */
export interface ClienteMqtt {
  on(evento: 'connect', ouvinte: () => void): unknown;
  on(evento: 'message', ouvinte: (topico: string, payload: Uint8Array) => void): unknown;
  on(evento: 'close' | 'offline', ouvinte: () => void): unknown;
  on(evento: 'error', ouvinte: (erro: Error) => void): unknown;
  subscribe(topicos: string | string[], opcoes: { qos: 0 | 1 }, feito?: (erro?: Error | null) => void): unknown;
  unsubscribe(topico: string | string[], feito?: (erro?: Error) => void): unknown;
  publish(topico: string, mensagem: string, opcoes: { qos: 0 | 1 }, feito?: (erro?: Error) => void): unknown;
  end(forcar?: boolean): unknown;
}

/** Opens an MQTT connection (mqtt.js over WebSocket, without its own reconnection). */
export type Conectar = (url: string, opcoes: { clientId: string }) => ClienteMqtt | Promise<ClienteMqtt>;

export type EstadoDoCanal = 'conectando' | 'conectado' | 'desconectado' | 'negado' | 'fechado';

export interface OpcoesDoCanal {
  conectar: Conectar;
  url: string;
  /** The session token, read at each handshake; no token, no connection. */
  lerToken(): string | null;
  aoReceber(mensagem: MensagemDoServidor): void;
  /** The server refused the token (the session ended): no more reconnections. */
  aoNegar?(mensagem: string): void;
  aoMudarEstado?(estado: EstadoDoCanal): void;
  /** Waits before each reconnection, growing with failures; the last one repeats. */
  esperasMs?: readonly number[];
  /** A handshake not answered by then is dropped and retried. */
  limiteDoAcessoMs?: number;
}

export interface Canal {
  readonly estado: EstadoDoCanal;
  fechar(): void;
}

export const ESPERAS_PADRAO_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/** The live channel's address on this page's own origin: wss behind TLS. The token never goes in it. */
export function urlDoCanal(local: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${local.protocol === 'https:' ? 'wss' : 'ws'}://${local.host}/mqtt`;
}

export function idTemporario(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return PREFIXO_CLIENTE_TEMPORARIO + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function lerMensagem(payload: Uint8Array): MensagemDoServidor | null {
  try {
    const m = JSON.parse(new TextDecoder().decode(payload)) as MensagemDoServidor;
    return typeof m === 'object' && m !== null && typeof m.type === 'string' ? m : null;
  } catch {
    return null;
  }
}

/**
 * The handshake of the specification (section 4), repeated after every network loss: connect with a
 * temporary client id, subscribe to its temporary topic, publish C_ACESSO with the token and the
 * client id, receive CONFIGURACAO with the topics, subscribe to them and drop the temporary topic.
 */
export function abrirCanal(opcoes: OpcoesDoCanal): Canal {
  const esperas = opcoes.esperasMs ?? ESPERAS_PADRAO_MS;
  const limiteDoAcesso = opcoes.limiteDoAcessoMs ?? 10_000;
  let estado: EstadoDoCanal = 'desconectado';
  let cliente: ClienteMqtt | null = null;
  let falhas = 0;
  let religar: ReturnType<typeof setTimeout> | undefined;
  let limite: ReturnType<typeof setTimeout> | undefined;

  const mudar = (novo: EstadoDoCanal) => {
    if (estado === novo) return;
    estado = novo;
    opcoes.aoMudarEstado?.(novo);
  };
  const terminado = () => estado === 'fechado' || estado === 'negado';

  function agendar(): void {
    if (terminado()) return;
    mudar('desconectado');
    const espera = esperas[Math.min(falhas, esperas.length - 1)] ?? 30_000;
    falhas++;
    clearTimeout(religar);
    // Jitter, so that browsers cut off together do not come back together.
    religar = setTimeout(() => void ligar(), espera * (0.8 + Math.random() * 0.4));
  }

  function largar(c: ClienteMqtt | null): void {
    clearTimeout(limite);
    if (!c) return;
    if (cliente === c) cliente = null;
    try {
      c.end(true);
    } catch {
      // already closed
    }
  }

  async function ligar(): Promise<void> {
    if (terminado()) return;
    const token = opcoes.lerToken();
    if (!token) return mudar('desconectado');
    mudar('conectando');
    const clientId = idTemporario();
    const temporario = topicoDoCliente(clientId);
    let c: ClienteMqtt;
    try {
      c = await opcoes.conectar(opcoes.url, { clientId });
    } catch {
      return agendar();
    }
    if (terminado()) return largar(c);
    cliente = c;
    let perdida = false;
    const perder = () => {
      if (perdida || cliente !== c) return;
      perdida = true;
      largar(c);
      agendar();
    };

    c.on('error', () => undefined); // followed by 'close'
    c.on('close', perder);
    c.on('connect', () => {
      clearTimeout(limite);
      limite = setTimeout(perder, limiteDoAcesso);
      c.subscribe(temporario, { qos: 1 }, (erro) => {
        if (erro) return perder();
        c.publish(TOPICO_ACESSO, JSON.stringify({ token, clientId }), { qos: 1 });
      });
    });
    c.on('message', (topico, payload) => {
      const mensagem = lerMensagem(payload);
      if (!mensagem) return;
      if (topico !== temporario) return opcoes.aoReceber(mensagem);
      if (mensagem.type === 'ACESSO_NEGADO') {
        mudar('negado');
        largar(c);
        opcoes.aoNegar?.(mensagem.content.message);
      } else if (mensagem.type === 'CONFIGURACAO') {
        c.subscribe(mensagem.content.topics, { qos: 1 }, (erro) => {
          if (erro) return perder();
          clearTimeout(limite);
          c.unsubscribe(temporario);
          falhas = 0;
          mudar('conectado');
        });
      }
    });
  }

  void ligar();

  return {
    get estado() {
      return estado;
    },
    fechar() {
      mudar('fechado');
      clearTimeout(religar);
      largar(cliente);
    },
  };
}
