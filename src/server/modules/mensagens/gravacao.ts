import { sql, type Kysely } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import { errosDaMensagem, TEXTOS_DA_MENSAGEM, type PedidoDeMensagem } from '../../../shared/api/mensagens.ts';
import { auditar } from '../../auditoria.ts';
import type { Database } from '../../db/schema.ts';
import { errosDeFormulario, naoEncontrado } from '../../http/erros.ts';
import { anexosAlheios, gravarAnexos } from './anexos.ts';
import { foraDosColegas } from './colegas.ts';
import { normalizarMensagem } from './normalizacao.ts';
import { TEXTOS_DAS_MENSAGENS } from './textos.ts';

// New messages and drafts: checked (the shared rules, then recipients and attachments against
// the database) and written with their recipients, attachments and audit record in one
// transaction, so a refused call changes nothing.

export interface Autor {
  usuarioId: number;
  unidadeId: number | null;
}

/** What was written: the message, its conversation and, once sent, who receives it. */
export interface MensagemGravada {
  id: number;
  conversaId: number;
  assunto: string;
  destinatarios: number[];
  enviada: boolean;
}

/** The request, normalised, or a 422 with every field's error. */
export async function conferirMensagem(db: Kysely<Database>, autor: Autor, pedido: PedidoDeMensagem, envio: boolean): Promise<Required<PedidoDeMensagem>> {
  const normal = normalizarMensagem(pedido);
  const erros: FieldError[] = errosDaMensagem(normal, envio);
  if (!erros.some((e) => e.field === 'destinatarios') && (await foraDosColegas(db, autor.usuarioId, normal.destinatarios)).length > 0) {
    erros.push({ field: 'destinatarios', message: TEXTOS_DA_MENSAGEM.destinatarioInvalido });
  }
  if (!erros.some((e) => e.field === 'anexos') && (await anexosAlheios(db, autor.usuarioId, normal.anexos)).length > 0) {
    erros.push({ field: 'anexos', message: TEXTOS_DA_MENSAGEM.anexoInvalido });
  }
  if (erros.length > 0) throw errosDeFormulario(erros);
  return normal;
}

export async function gravarDestinatarios(db: Kysely<Database>, mensagemId: number, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('mensagem_destinatario').where('mensagem_id', '=', mensagemId).execute();
  if (ids.length === 0) return;
  await db
    .insertInto('mensagem_destinatario')
    .values(ids.map((usuario_id, ordem) => ({ mensagem_id: mensagemId, usuario_id, ordem })))
    .execute();
}

/** The next message id, so a first message can name itself as its conversation. */
export async function proximoId(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('mensagem', 'id'))::int AS id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('Sequência de mensagens sem valor.');
  return id;
}

/** A new message that starts a conversation: a draft, or sent at once. */
export async function criarMensagem(db: Kysely<Database>, autor: Autor, pedido: PedidoDeMensagem, envio: boolean): Promise<MensagemGravada> {
  return db.transaction().execute(async (trx) => {
    const m = await conferirMensagem(trx, autor, pedido, envio);
    const id = await proximoId(trx);
    await trx
      .insertInto('mensagem')
      .values({ id, conversa_id: id, remetente_id: autor.usuarioId, assunto: m.assunto, corpo: m.corpo, enviada_em: envio ? sql<Date>`now()` : null })
      .execute();
    await gravarDestinatarios(trx, id, m.destinatarios);
    await gravarAnexos(trx, id, m.anexos);
    await auditar(trx, {
      ...autor,
      entidade: 'mensagem',
      entidadeId: id,
      acao: 'criar',
      alteracoes: { enviada: { de: null, para: envio }, destinatarios: { de: null, para: m.destinatarios.length } },
    });
    return { id, conversaId: id, assunto: m.assunto, destinatarios: m.destinatarios, enviada: envio };
  });
}

/** Replaces a draft of the user's with the request; sends it when `envio`. Another's, a sent one or an unknown id: 404. */
export async function alterarRascunho(db: Kysely<Database>, autor: Autor, id: number, pedido: PedidoDeMensagem, envio: boolean): Promise<MensagemGravada> {
  return db.transaction().execute(async (trx) => {
    const rascunho = await trx
      .selectFrom('mensagem')
      .select(['id', 'conversa_id'])
      .where('id', '=', id)
      .where('remetente_id', '=', autor.usuarioId)
      .where('enviada_em', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!rascunho) throw naoEncontrado(TEXTOS_DAS_MENSAGENS.rascunhoNaoEncontrado);
    const m = await conferirMensagem(trx, autor, pedido, envio);
    await trx
      .updateTable('mensagem')
      .set({ assunto: m.assunto, corpo: m.corpo, atualizada_em: sql<Date>`now()`, ...(envio ? { enviada_em: sql<Date>`now()` } : {}) })
      .where('id', '=', id)
      .execute();
    await gravarDestinatarios(trx, id, m.destinatarios);
    await gravarAnexos(trx, id, m.anexos);
    await auditar(trx, {
      ...autor,
      entidade: 'mensagem',
      entidadeId: id,
      acao: 'alterar',
      alteracoes: envio ? { enviada: { de: false, para: true } } : {},
    });
    return { id, conversaId: rascunho.conversa_id, assunto: m.assunto, destinatarios: m.destinatarios, enviada: envio };
  });
}
