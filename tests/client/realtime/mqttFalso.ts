import { EventEmitter } from 'node:events';
import type { ClienteMqtt, Conectar } from '../../../src/client/realtime/canal.ts';

// A stand-in for an mqtt.js client: records what the channel sends and lets the test play the broker.

export interface Envio {
  tipo: 'subscribe' | 'unsubscribe' | 'publish';
  topicos: string | string[];
  mensagem?: string;
}

export class MqttFalso extends EventEmitter implements ClienteMqtt {
  readonly envios: Envio[] = [];
  encerrado = false;
  /** SUBACK: null grants, an Error refuses (what mqtt.js does with a 128). */
  resposta: (topicos: string | string[]) => Error | null = () => null;

  readonly url: string;
  readonly clientId: string;

  constructor(url: string, clientId: string) {
    super();
    this.url = url;
    this.clientId = clientId;
  }

  subscribe(topicos: string | string[], _opcoes: { qos: 0 | 1 }, feito?: (erro?: Error | null) => void) {
    this.envios.push({ tipo: 'subscribe', topicos });
    queueMicrotask(() => feito?.(this.resposta(topicos)));
    return this;
  }

  unsubscribe(topicos: string | string[]) {
    this.envios.push({ tipo: 'unsubscribe', topicos });
    return this;
  }

  publish(topico: string, mensagem: string) {
    this.envios.push({ tipo: 'publish', topicos: topico, mensagem });
    return this;
  }

  end() {
    this.encerrado = true;
    return this;
  }

  /** The broker delivers a server message on a topic. */
  entregar(topico: string, mensagem: unknown) {
    this.emit('message', topico, new TextEncoder().encode(JSON.stringify(mensagem)));
  }
}

export function fabricaDeMqtt() {
  const criados: MqttFalso[] = [];
  const conectar: Conectar = (url, { clientId }) => {
    const c = new MqttFalso(url, clientId);
    criados.push(c);
    return c;
  };
  return { criados, conectar, ultimo: () => criados.at(-1) as MqttFalso };
}

export const esperarMicrotarefas = () => new Promise<void>((r) => setTimeout(r, 0));
