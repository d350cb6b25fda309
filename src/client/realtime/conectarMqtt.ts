import type { Conectar } from './canal.ts';

/**
 * mqtt.js over WebSocket, loaded on first use (its browser build is large and only a signed-in
 * shell needs it). Reconnection is the channel's, since each new connection needs a new handshake.
 */
export const conectarMqtt: Conectar = async (url, { clientId }) => {
  const { default: mqtt } = await import('mqtt');
  return mqtt.connect(url, {
    clientId,
    clean: true,
    protocolVersion: 4,
    reconnectPeriod: 0,
    resubscribe: false,
    connectTimeout: 10_000,
    // The default 'auto' runs its timers in a worker made from a blob: URL, which the CSP
    // (script-src 'self') refuses. Native timers are throttled in background tabs to about one
    // wake-up a minute, so the keepalive is a minute (the broker allows one and a half).
    timerVariant: 'native',
    keepalive: 60,
  });
};
