import { sql, type Kysely } from 'kysely';
import type { AvisoRecebido } from '../../../shared/api/avisos.ts';
import type { PagedContent } from '../../../shared/api/contract.ts';
import type { Database } from '../../db/schema.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { LIMITE_CONTAGEM, respostaPaginada, type Paginacao } from '../../http/paginacao.ts';
import { padraoDeBusca } from '../mensagens/busca.ts';
import { diaDoFim } from './prazo.ts';
import { TEXTOS_DOS_AVISOS } from './textos.ts';

// The notices addressed to one user: those not expired, unread first, and their read receipts.

function doUsuario(db: Kysely<Database>, usuarioId: number) {
  return db
    .selectFrom('aviso_destinatario as d')
    .innerJoin('aviso as a', 'a.id', 'd.aviso_id')
    .innerJoin('usuario as p', 'p.id', 'a.publicado_por')
    .where('d.usuario_id', '=', usuarioId);
}

const vigente = (agora: Date) => sql<boolean>`(a.expira_em IS NULL OR a.expira_em > ${agora})`;

function consultaDosRecebidos(db: Kysely<Database>, usuarioId: number) {
  return doUsuario(db, usuarioId).select([
    'a.id',
    'a.titulo',
    'a.texto',
    'a.publicado_em',
    'a.expira_em',
    'd.lido_em',
    'p.id as publicador_id',
    'p.nome as publicador_nome',
    'p.login as publicador_login',
  ]);
}

type Linha = Awaited<ReturnType<ReturnType<typeof consultaDosRecebidos>['executeTakeFirstOrThrow']>>;

const recebidoDaLinha = (l: Linha): AvisoRecebido => ({
  id: l.id,
  titulo: l.titulo,
  texto: l.texto,
  publicadoPor: { id: l.publicador_id, nome: l.publicador_nome, login: l.publicador_login },
  publicadoEm: l.publicado_em.toISOString(),
  expiraEm: diaDoFim(l.expira_em),
  lido: l.lido_em !== null,
  lidoEm: l.lido_em?.toISOString() ?? null,
});

export async function listarRecebidos(db: Kysely<Database>, usuarioId: number, q: string, agora: Date, p: Paginacao): Promise<PagedContent<AvisoRecebido>> {
  let base = doUsuario(db, usuarioId).where(vigente(agora));
  if (q !== '') base = base.where(sql<string>`lower(f_unaccent(a.titulo || ' ' || a.texto))`, 'like', padraoDeBusca(q));
  const ids = base.select('a.id');
  const [linhas, contagem] = await Promise.all([
    consultaDosRecebidos(db, usuarioId)
      .where('a.id', 'in', ids)
      .orderBy(sql`d.lido_em IS NULL`, 'desc')
      .orderBy('a.publicado_em', 'desc')
      .orderBy('a.id', 'desc')
      .limit(p.rpp + 1)
      .offset(p.offset)
      .execute(),
    db
      .selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return respostaPaginada(linhas.map(recebidoDaLinha), Number(contagem.total), p);
}

export async function contarNaoLidos(db: Kysely<Database>, usuarioId: number, agora: Date): Promise<number> {
  const { n } = await doUsuario(db, usuarioId)
    .where('d.lido_em', 'is', null)
    .where(vigente(agora))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One notice addressed to the user (expired or not); 404 for any other. */
export async function lerRecebido(db: Kysely<Database>, usuarioId: number, id: number): Promise<AvisoRecebido> {
  const linha = await consultaDosRecebidos(db, usuarioId).where('a.id', '=', id).executeTakeFirst();
  if (!linha) throw naoEncontrado(TEXTOS_DOS_AVISOS.naoEncontrado);
  return recebidoDaLinha(linha);
}

/** The read receipt: the first opening is kept, later ones change nothing. 404 for a notice not addressed to the user. */
export async function registrarLeitura(db: Kysely<Database>, usuarioId: number, id: number, agora: Date): Promise<Date> {
  const linha = await db
    .updateTable('aviso_destinatario')
    .set({ lido_em: sql<Date>`coalesce(lido_em, ${agora})` })
    .where('aviso_id', '=', id)
    .where('usuario_id', '=', usuarioId)
    .returning('lido_em')
    .executeTakeFirst();
  if (!linha?.lido_em) throw naoEncontrado(TEXTOS_DOS_AVISOS.naoEncontrado);
  return linha.lido_em;
}
