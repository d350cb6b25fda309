import { topicoDoUsuario, type MensagemDoServidor } from '../../../shared/realtime/protocolo.ts';
import type { TempoReal } from '../../realtime/tempo-real.ts';

/**
 * Publishes a message on each user's topic (every browser of theirs, on any server process).
 * The write that caused it is already committed: a closed channel or a failed publish is logged,
 * never turned into an error for the caller; the lists and counts catch up on the next read.
 */
export async function publicarAosUsuarios(
  tempoReal: TempoReal,
  usuarioIds: readonly number[],
  mensagem: MensagemDoServidor,
  log: (erro: unknown) => void,
): Promise<void> {
  if (!tempoReal.aberto || usuarioIds.length === 0) return;
  const payload = Buffer.from(JSON.stringify(mensagem));
  await Promise.all(
    usuarioIds.map(
      (usuarioId) =>
        new Promise<void>((resolve) => {
          tempoReal.broker.publish({ cmd: 'publish', topic: topicoDoUsuario(usuarioId), payload, qos: 1, retain: false, dup: false }, (erro) => {
            if (erro) log(erro);
            resolve();
          });
        }),
    ),
  );
}
