import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ConversaDeMensagens, MensagemDaConversa, UsuarioDaMensagem } from '../../../shared/api/mensagens.ts';
import type { Database } from '../../db/schema.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { respostaPaginada, type Paginacao } from '../../http/paginacao.ts';
import { anexosDasMensagens } from './anexos.ts';
import { TEXTOS_DAS_MENSAGENS } from './textos.ts';
import { recebidaPor, visivelPara } from './visibilidade.ts';

// A conversation as one user sees it: the messages of it they sent or received (and kept),
// newest first by page. A conversation with none of theirs does not exist for them (404).

function mensagensVisiveis(db: Kysely<Database>, conversaId: number, usuarioId: number) {
  return db
    .selectFrom('mensagem as m')
    .where('m.conversa_id', '=', conversaId)
    .where((eb) => visivelPara(eb, usuarioId));
}

export async function lerConversa(db: Kysely<Database>, conversaId: number, usuarioId: number, p: Paginacao): Promise<ConversaDeMensagens> {
  const base = mensagensVisiveis(db, conversaId, usuarioId);
  const [linhas, contagem, primeira] = await Promise.all([
    base
      .innerJoin('usuario as r', 'r.id', 'm.remetente_id')
      .select((eb) => [
        'm.id',
        'm.resposta_a',
        'm.assunto',
        'm.corpo',
        'm.remetente_id',
        'r.nome as remetente_nome',
        'r.login as remetente_login',
        'm.enviada_em',
        jsonArrayFrom(
          eb
            .selectFrom('mensagem_destinatario as d')
            .innerJoin('usuario as u', 'u.id', 'd.usuario_id')
            .whereRef('d.mensagem_id', '=', 'm.id')
            .select(['u.id', 'u.nome', 'u.login'])
            .orderBy('d.ordem'),
        ).as('destinatarios'),
        eb
          .selectFrom('mensagem_destinatario as d')
          .whereRef('d.mensagem_id', '=', 'm.id')
          .where('d.lida_em', 'is not', null)
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('lidas'),
        eb
          .selectFrom('mensagem_destinatario as d')
          .whereRef('d.mensagem_id', '=', 'm.id')
          .where('d.usuario_id', '=', usuarioId)
          .select(sql<boolean>`d.lida_em IS NOT NULL`.as('lida'))
          .as('lida_por_mim'),
      ])
      .orderBy('m.enviada_em', 'desc')
      .orderBy('m.id', 'desc')
      .limit(p.rpp + 1)
      .offset(p.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select('m.assunto').orderBy('m.enviada_em').orderBy('m.id').limit(1).executeTakeFirst(),
  ]);
  const total = Number(contagem.n);
  if (total === 0 || primeira === undefined) throw naoEncontrado(TEXTOS_DAS_MENSAGENS.conversaNaoEncontrada);
  const anexos = await anexosDasMensagens(db, linhas.slice(0, p.rpp).map((l) => l.id));
  const mensagens = linhas.map(
    (l): MensagemDaConversa => ({
      id: l.id,
      respostaA: l.resposta_a,
      assunto: l.assunto,
      corpo: l.corpo,
      remetente: { id: l.remetente_id, nome: l.remetente_nome, login: l.remetente_login },
      destinatarios: l.destinatarios as UsuarioDaMensagem[],
      enviadaEm: (l.enviada_em ?? new Date()).toISOString(),
      propria: l.remetente_id === usuarioId,
      lida: l.remetente_id === usuarioId || l.lida_por_mim === true,
      lidaPor: l.remetente_id === usuarioId ? Number(l.lidas ?? 0) : 0,
      anexos: anexos.get(l.id) ?? [],
    }),
  );
  const { resultList, ...pagina } = respostaPaginada(mensagens, total, p);
  return { id: conversaId, assunto: primeira.assunto, mensagens: resultList, ...pagina };
}

/** Marks read every message of the conversation the user received; 404 when they see none of it. */
export async function marcarConversaLida(db: Kysely<Database>, conversaId: number, usuarioId: number): Promise<void> {
  const visivel = await mensagensVisiveis(db, conversaId, usuarioId).select('m.id').limit(1).executeTakeFirst();
  if (!visivel) throw naoEncontrado(TEXTOS_DAS_MENSAGENS.conversaNaoEncontrada);
  await db
    .updateTable('mensagem_destinatario')
    .set({ lida_em: sql<Date>`now()` })
    .where('usuario_id', '=', usuarioId)
    .where('lida_em', 'is', null)
    .where('excluida_em', 'is', null)
    .where('mensagem_id', 'in', (eb) =>
      eb
        .selectFrom('mensagem as m')
        .select('m.id')
        .where('m.conversa_id', '=', conversaId)
        .where((e) => recebidaPor(e, usuarioId)),
    )
    .execute();
}
