import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { auditar } from '../../auditoria.ts';
import { naoEncontrado } from '../../http/erros.ts';
import type { Autor } from './gravacao.ts';
import { TEXTOS_DAS_MENSAGENS } from './textos.ts';
import { enviadaPor, rascunhoDe, recebidaPor } from './visibilidade.ts';

// What a user does to one message for themselves: mark it read or unread, delete it.

/** Marks a received message read or unread for the user; 404 for any message they did not receive. */
export async function marcarLeitura(db: Kysely<Database>, usuarioId: number, id: number, lida: boolean): Promise<void> {
  const recebida = await db
    .selectFrom('mensagem as m')
    .select('m.id')
    .where('m.id', '=', id)
    .where((eb) => recebidaPor(eb, usuarioId))
    .executeTakeFirst();
  if (!recebida) throw naoEncontrado(TEXTOS_DAS_MENSAGENS.naoEncontrada);
  await db
    .updateTable('mensagem_destinatario')
    .set({ lida_em: lida ? sql<Date>`coalesce(lida_em, now())` : null })
    .where('mensagem_id', '=', id)
    .where('usuario_id', '=', usuarioId)
    .execute();
}

export type Exclusao = 'rascunho' | 'mensagem';

/**
 * Deletes a message for the user alone: a draft is deleted for good; a sent message leaves the
 * sender's sent list, a received one the recipient's inbox, and the others keep theirs.
 */
export async function excluirParaOUsuario(db: Kysely<Database>, autor: Autor, id: number): Promise<Exclusao> {
  return db.transaction().execute(async (trx) => {
    const { usuarioId } = autor;
    const registrar = (alteracoes: Record<string, unknown>) => auditar(trx, { ...autor, entidade: 'mensagem', entidadeId: id, acao: 'excluir', alteracoes });
    const rascunho = await trx.selectFrom('mensagem as m').select('m.id').where('m.id', '=', id).where((eb) => rascunhoDe(eb, usuarioId)).executeTakeFirst();
    if (rascunho) {
      await trx.deleteFrom('mensagem').where('id', '=', id).execute();
      await registrar({ rascunho: { de: true, para: null } });
      return 'rascunho';
    }
    const enviada = await trx.selectFrom('mensagem as m').select('m.id').where('m.id', '=', id).where((eb) => enviadaPor(eb, usuarioId)).executeTakeFirst();
    if (enviada) {
      await trx.updateTable('mensagem').set({ excluida_pelo_remetente_em: sql<Date>`now()` }).where('id', '=', id).execute();
      await registrar({ excluidaPeloRemetente: { de: false, para: true } });
      return 'mensagem';
    }
    const recebida = await trx
      .updateTable('mensagem_destinatario')
      .set({ excluida_em: sql<Date>`now()` })
      .where('mensagem_id', '=', id)
      .where('usuario_id', '=', usuarioId)
      .where('excluida_em', 'is', null)
      .where('mensagem_id', 'in', (eb) => eb.selectFrom('mensagem').select('id').where('enviada_em', 'is not', null))
      .returning('mensagem_id')
      .executeTakeFirst();
    if (!recebida) throw naoEncontrado(TEXTOS_DAS_MENSAGENS.naoEncontrada);
    await registrar({ excluidaPeloDestinatario: { de: false, para: true } });
    return 'mensagem';
  });
}
