import { sql, type Kysely } from 'kysely';
import { assuntoDaResposta, errosDaResposta, TEXTOS_DA_MENSAGEM, type PedidoDeResposta } from '../../../shared/api/mensagens.ts';
import { auditar } from '../../auditoria.ts';
import type { Database } from '../../db/schema.ts';
import { errosDeFormulario, HttpError, naoEncontrado } from '../../http/erros.ts';
import { anexosAlheios, gravarAnexos } from './anexos.ts';
import { gravarDestinatarios, proximoId, type Autor, type MensagemGravada } from './gravacao.ts';
import { normalizarResposta } from './normalizacao.ts';
import { TEXTOS_DAS_MENSAGENS } from './textos.ts';
import { visivelPara } from './visibilidade.ts';

/**
 * A reply to a message the user sent or received: it joins that message's conversation and goes
 * to everyone in it (the message's sender and recipients) but the one replying, who are still active.
 */
export async function responder(db: Kysely<Database>, autor: Autor, id: number, pedido: PedidoDeResposta): Promise<MensagemGravada> {
  return db.transaction().execute(async (trx) => {
    const original = await trx
      .selectFrom('mensagem as m')
      .select(['m.id', 'm.conversa_id', 'm.remetente_id', 'm.assunto'])
      .where('m.id', '=', id)
      .where((eb) => visivelPara(eb, autor.usuarioId))
      .executeTakeFirst();
    if (!original) throw naoEncontrado(TEXTOS_DAS_MENSAGENS.naoEncontrada);
    const r = normalizarResposta(pedido);
    const erros = errosDaResposta(r);
    if (erros.length === 0 && (await anexosAlheios(trx, autor.usuarioId, r.anexos)).length > 0) {
      erros.push({ field: 'anexos', message: TEXTOS_DA_MENSAGEM.anexoInvalido });
    }
    if (erros.length > 0) throw errosDeFormulario(erros);

    const participantes = await trx
      .selectFrom('usuario as u')
      .select('u.id')
      .where('u.ativo', '=', true)
      .where('u.id', '<>', autor.usuarioId)
      .where((eb) =>
        eb.or([
          eb('u.id', '=', original.remetente_id),
          eb.exists(eb.selectFrom('mensagem_destinatario as d').whereRef('d.usuario_id', '=', 'u.id').where('d.mensagem_id', '=', original.id).select(sql`1`.as('um'))),
        ]),
      )
      .orderBy('u.nome')
      .execute();
    if (participantes.length === 0) throw new HttpError(422, TEXTOS_DAS_MENSAGENS.semParticipantes);
    const destinatarios = participantes.map((p) => p.id);

    const novoId = await proximoId(trx);
    const assunto = assuntoDaResposta(original.assunto);
    await trx
      .insertInto('mensagem')
      .values({ id: novoId, conversa_id: original.conversa_id, resposta_a: original.id, remetente_id: autor.usuarioId, assunto, corpo: r.corpo, enviada_em: sql<Date>`now()` })
      .execute();
    await gravarDestinatarios(trx, novoId, destinatarios);
    await gravarAnexos(trx, novoId, r.anexos);
    await auditar(trx, {
      ...autor,
      entidade: 'mensagem',
      entidadeId: novoId,
      acao: 'criar',
      alteracoes: { respostaA: { de: null, para: original.id }, destinatarios: { de: null, para: destinatarios.length } },
    });
    return { id: novoId, conversaId: original.conversa_id, assunto, destinatarios, enviada: true };
  });
}
