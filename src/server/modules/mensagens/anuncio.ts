import type { FastifyBaseLogger } from 'fastify';
import type { NovaMensagem } from '../../../shared/api/mensagens.ts';
import type { Servicos } from '../../servicos.ts';
import { publicarAosUsuarios } from './ao-vivo.ts';
import type { MensagemGravada } from './gravacao.ts';

/** Tells each recipient's browsers that a message arrived (NOVA_MENSAGEM), once it is sent and committed. */
export async function anunciarMensagem({ db, tempoReal }: Servicos, gravada: MensagemGravada, remetenteId: number, log: FastifyBaseLogger): Promise<void> {
  if (!gravada.enviada) return;
  const remetente = await db.selectFrom('usuario').select(['id', 'nome', 'login']).where('id', '=', remetenteId).executeTakeFirstOrThrow();
  const content: NovaMensagem = { id: gravada.id, conversaId: gravada.conversaId, assunto: gravada.assunto, remetente };
  await publicarAosUsuarios(tempoReal, gravada.destinatarios, { type: 'NOVA_MENSAGEM', content }, (erro) => log.warn({ err: erro }, 'aviso de nova mensagem não publicado'));
}
