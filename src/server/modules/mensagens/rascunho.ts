import type { Kysely } from 'kysely';
import type { RascunhoDaMensagem } from '../../../shared/api/mensagens.ts';
import type { Database } from '../../db/schema.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { anexosDasMensagens } from './anexos.ts';
import { TEXTOS_DAS_MENSAGENS } from './textos.ts';
import { rascunhoDe } from './visibilidade.ts';

/** One of the user's drafts, whole, to edit; 404 for anything else. */
export async function lerRascunho(db: Kysely<Database>, usuarioId: number, id: number): Promise<RascunhoDaMensagem> {
  const m = await db
    .selectFrom('mensagem as m')
    .select(['m.id', 'm.assunto', 'm.corpo', 'm.atualizada_em'])
    .where('m.id', '=', id)
    .where((eb) => rascunhoDe(eb, usuarioId))
    .executeTakeFirst();
  if (!m) throw naoEncontrado(TEXTOS_DAS_MENSAGENS.rascunhoNaoEncontrado);
  const [destinatarios, anexos] = await Promise.all([
    db
      .selectFrom('mensagem_destinatario as d')
      .innerJoin('usuario as u', 'u.id', 'd.usuario_id')
      .select(['u.id', 'u.nome', 'u.login'])
      .where('d.mensagem_id', '=', id)
      .orderBy('d.ordem')
      .execute(),
    anexosDasMensagens(db, [id]),
  ]);
  return { id: m.id, assunto: m.assunto, corpo: m.corpo, destinatarios, anexos: anexos.get(id) ?? [], atualizadaEm: m.atualizada_em.toISOString() };
}
