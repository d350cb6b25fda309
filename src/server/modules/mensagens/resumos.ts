import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { PagedContent } from '../../../shared/api/contract.ts';
import type { PastaDaMensagem, ResumoDaMensagem, UsuarioDaMensagem } from '../../../shared/api/mensagens.ts';
import type { Database } from '../../db/schema.ts';
import { LIMITE_CONTAGEM, respostaPaginada, type Paginacao } from '../../http/paginacao.ts';
import { padraoDeBusca } from './busca.ts';
import { enviadaPor, rascunhoDe, recebidaPor, visivelPara } from './visibilidade.ts';

// The lists: caixa de entrada, enviados, rascunhos and the search of mensagens/filtros, newest
// first, paged, each row with what a list shows (never the whole body).

/** A list's filter, checked and converted (see filtro.ts). */
export interface FiltroDaLista {
  /** null: received and sent. */
  pasta: PastaDaMensagem | null;
  q: string;
  remetenteId: number | null;
  lida: boolean | null;
  /** Sent (or, for drafts, saved) at or after. */
  desde: Date | null;
  /** Sent (or saved) before. */
  ate: Date | null;
}

const DESTINATARIOS_NA_LINHA = 5;
const TAMANHO_DO_TRECHO = 160;

function consultaDaLista(db: Kysely<Database>, usuarioId: number, f: FiltroDaLista) {
  let consulta = db.selectFrom('mensagem as m').where((eb) => {
    if (f.pasta === 'caixaentrada') return recebidaPor(eb, usuarioId);
    if (f.pasta === 'enviados') return enviadaPor(eb, usuarioId);
    if (f.pasta === 'rascunhos') return rascunhoDe(eb, usuarioId);
    return visivelPara(eb, usuarioId);
  });
  if (f.q !== '') consulta = consulta.where('m.busca', 'like', padraoDeBusca(f.q));
  if (f.remetenteId !== null) consulta = consulta.where('m.remetente_id', '=', f.remetenteId);
  const { lida } = f;
  if (lida !== null) {
    consulta = consulta.where((eb) =>
      eb.exists(
        eb
          .selectFrom('mensagem_destinatario as d')
          .whereRef('d.mensagem_id', '=', 'm.id')
          .where('d.usuario_id', '=', usuarioId)
          .where('d.excluida_em', 'is', null)
          .where('d.lida_em', lida ? 'is not' : 'is', null)
          .select(sql`1`.as('um')),
      ),
    );
  }
  const coluna = f.pasta === 'rascunhos' ? 'm.atualizada_em' : 'm.enviada_em';
  if (f.desde !== null) consulta = consulta.where(coluna, '>=', f.desde);
  if (f.ate !== null) consulta = consulta.where(coluna, '<', f.ate);
  return consulta;
}

function pastaDa(linha: { remetente_id: number; enviada: boolean }, usuarioId: number): PastaDaMensagem {
  if (!linha.enviada) return 'rascunhos';
  return linha.remetente_id === usuarioId ? 'enviados' : 'caixaentrada';
}

export async function listarMensagens(db: Kysely<Database>, usuarioId: number, f: FiltroDaLista, p: Paginacao): Promise<PagedContent<ResumoDaMensagem>> {
  const base = consultaDaLista(db, usuarioId, f);
  const data = sql<Date>`coalesce(m.enviada_em, m.atualizada_em)`;
  const [linhas, contagem] = await Promise.all([
    base
      .innerJoin('usuario as r', 'r.id', 'm.remetente_id')
      .select((eb) => [
        'm.id',
        'm.conversa_id',
        'm.remetente_id',
        'm.assunto',
        'r.nome as remetente_nome',
        'r.login as remetente_login',
        sql<string>`left(regexp_replace(m.corpo, '\\s+', ' ', 'g'), ${TAMANHO_DO_TRECHO})`.as('trecho'),
        sql<boolean>`m.enviada_em IS NOT NULL`.as('enviada'),
        data.as('data'),
        jsonArrayFrom(
          eb
            .selectFrom('mensagem_destinatario as d')
            .innerJoin('usuario as u', 'u.id', 'd.usuario_id')
            .whereRef('d.mensagem_id', '=', 'm.id')
            .select(['u.id', 'u.nome', 'u.login'])
            .orderBy('d.ordem')
            .limit(DESTINATARIOS_NA_LINHA),
        ).as('destinatarios'),
        eb.selectFrom('mensagem_destinatario as d').whereRef('d.mensagem_id', '=', 'm.id').select((e) => e.fn.countAll<number>().as('n')).as('total'),
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
        eb.exists(eb.selectFrom('mensagem_anexo as a').whereRef('a.mensagem_id', '=', 'm.id').select(sql`1`.as('um'))).as('tem_anexos'),
      ])
      .orderBy(data, 'desc')
      .orderBy('m.id', 'desc')
      .limit(p.rpp + 1)
      .offset(p.offset)
      .execute(),
    db
      .selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const resumos = linhas.map((l): ResumoDaMensagem => {
    const pasta = pastaDa(l, usuarioId);
    return {
      id: l.id,
      conversaId: l.conversa_id,
      pasta,
      assunto: l.assunto,
      trecho: l.trecho,
      remetente: { id: l.remetente_id, nome: l.remetente_nome, login: l.remetente_login },
      destinatarios: l.destinatarios as UsuarioDaMensagem[],
      totalDestinatarios: Number(l.total ?? 0),
      data: new Date(l.data).toISOString(),
      lida: pasta === 'caixaentrada' ? l.lida_por_mim === true : true,
      lidaPor: Number(l.lidas ?? 0),
      temAnexos: l.tem_anexos === true,
    };
  });
  return respostaPaginada(resumos, Number(contagem.total), p);
}

/** The user's unread received messages. */
export async function contarNaoLidas(db: Kysely<Database>, usuarioId: number): Promise<number> {
  const { n } = await db
    .selectFrom('mensagem_destinatario as d')
    .innerJoin('mensagem as m', 'm.id', 'd.mensagem_id')
    .where('d.usuario_id', '=', usuarioId)
    .where('d.lida_em', 'is', null)
    .where('d.excluida_em', 'is', null)
    .where('m.enviada_em', 'is not', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
