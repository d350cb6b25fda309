import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, MensagemTable } from '../../db/schema.ts';

// Who sees a message (the alias m): its sender, until they delete it, and each recipient, until
// they delete it; nobody but the author sees a draft. Every read and write of the module goes
// through these, so another user's id answers 404, never someone else's message.

export type ComMensagem = Database & { m: MensagemTable };
type Eb = ExpressionBuilder<ComMensagem, 'm'>;

export function recebidaPor(eb: Eb, usuarioId: number) {
  return eb.and([
    eb('m.enviada_em', 'is not', null),
    eb.exists(
      eb
        .selectFrom('mensagem_destinatario as d')
        .whereRef('d.mensagem_id', '=', 'm.id')
        .where('d.usuario_id', '=', usuarioId)
        .where('d.excluida_em', 'is', null)
        .select(sql`1`.as('um')),
    ),
  ]);
}

export function enviadaPor(eb: Eb, usuarioId: number) {
  return eb.and([eb('m.remetente_id', '=', usuarioId), eb('m.enviada_em', 'is not', null), eb('m.excluida_pelo_remetente_em', 'is', null)]);
}

export function rascunhoDe(eb: Eb, usuarioId: number) {
  return eb.and([eb('m.remetente_id', '=', usuarioId), eb('m.enviada_em', 'is', null)]);
}

/** Sent or received by the user, and not deleted by them. */
export function visivelPara(eb: Eb, usuarioId: number) {
  return eb.or([enviadaPor(eb, usuarioId), recebidaPor(eb, usuarioId)]);
}
