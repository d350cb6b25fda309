import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { createWebSocketStream } from 'ws';
import type { TempoReal } from './tempo-real.ts';

export const CAMINHO_DO_TEMPO_REAL = '/mqtt';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel of this process (notices from code that holds only the app). */
    tempoReal: TempoReal;
  }
}

/**
 * The broker on the app's own origin: GET /mqtt upgrades to a WebSocket carrying MQTT (wss
 * behind TLS). Nothing is authenticated here: the token travels inside the protocol (C_ACESSO),
 * never in the URL.
 */
export async function rotaDoTempoReal(app: FastifyInstance, tempoReal: TempoReal): Promise<void> {
  app.decorate('tempoReal', tempoReal);
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  app.get(CAMINHO_DO_TEMPO_REAL, { websocket: true }, (socket, request) => {
    const fluxo = createWebSocketStream(socket);
    // A socket torn down mid-frame must not reach the process as an unhandled error.
    fluxo.on('error', () => fluxo.destroy());
    tempoReal.broker.handle(fluxo, request.raw);
  });
}
