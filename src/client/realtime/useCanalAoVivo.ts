import { useEffect } from 'react';
import { announceError } from '../api/replyNotices.ts';
import { onSessionTeardown } from '../auth/sessionTeardown.ts';
import { readToken } from '../auth/token.ts';
import { abrirCanal, urlDoCanal, type Conectar } from './canal.ts';
import { conectarMqtt } from './conectarMqtt.ts';
import { emitirMensagem } from './mensagens.ts';

/**
 * Keeps the live channel open while the signed-in shell is mounted; closes it on unmount and
 * when the session ends (logout, expiry). A refused token is the expired-session flow of section 8.
 */
export function useCanalAoVivo(conectar: Conectar = conectarMqtt): void {
  useEffect(() => {
    const canal = abrirCanal({
      conectar,
      url: urlDoCanal(),
      lerToken: readToken,
      aoReceber: emitirMensagem,
      aoNegar: announceError,
    });
    const esquecer = onSessionTeardown(() => canal.fechar());
    return () => {
      esquecer();
      canal.fechar();
    };
  }, [conectar]);
}
