import { sql, type SqlBool } from 'kysely';
import type { AnexoDoComunicado, ComunicadoRecebido, ContagemDeComunicados, LeituraDoComunicado } from '../../../shared/comunicados/comunicado.ts';
import { TEXTOS_DOS_COMUNICADOS as T } from '../../../shared/comunicados/comunicado.ts';
import type { PagedContent } from '../../../shared/api/contract.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, naoEncontrado } from '../../http/erros.ts';
import { LIMITE_CONTAGEM, respostaPaginada, type Paginacao } from '../../http/paginacao.ts';
import { padraoDeBusca } from '../mensagens/busca.ts';
import { alcancaUsuario, emVigor } from './publico.ts';

// The announcements one user may read: in force and addressed to them, pinned first, then the
// newest; the first opening and the confirmation are theirs (comunicado_leitura).

export interface Leitura {
  usuarioId: number;
  agora: Date;
  /** Today, YYYY-MM-DD, in the institution's time zone. */
  hoje: string;
}

function visiveis(db: Db, l: Leitura) {
  return db
    .selectFrom('comunicado as c')
    .leftJoin('comunicado_leitura as cl', (j) => j.onRef('cl.comunicado_id', '=', 'c.id').on('cl.usuario_id', '=', l.usuarioId))
    .leftJoin('usuario as a', 'a.id', 'c.autor_id')
    .where(emVigor(l.agora, l.hoje))
    .where(alcancaUsuario(l.usuarioId));
}

function comColunas(db: Db, l: Leitura) {
  return visiveis(db, l).select([
    'c.id',
    'c.titulo',
    'c.texto',
    'c.publicar_em',
    'c.expira_em',
    'c.fixado',
    'c.exige_confirmacao',
    // The stored list holds the files' ids; their names are the files' own.
    sql<AnexoDoComunicado[]>`(SELECT coalesce(jsonb_agg(jsonb_build_object('id', ar.id, 'nome', ar.nome_original) ORDER BY x.ordem), '[]'::jsonb)
      FROM jsonb_array_elements(coalesce(c.anexos, '[]'::jsonb)) WITH ORDINALITY AS x(anexo, ordem)
      JOIN arquivo ar ON ar.id = (x.anexo -> 'arquivo' ->> 'id')::integer)`.as('anexos'),
    'a.nome as autor',
    'cl.lido_em',
    'cl.confirmado_em',
  ]);
}

type Linha = Awaited<ReturnType<ReturnType<typeof comColunas>['executeTakeFirstOrThrow']>>;

const recebidoDaLinha = (l: Linha): ComunicadoRecebido => ({
  id: l.id,
  titulo: l.titulo,
  texto: l.texto,
  publicadoEm: l.publicar_em.toISOString(),
  expiraEm: l.expira_em,
  fixado: l.fixado,
  exigeConfirmacao: l.exige_confirmacao,
  autor: l.autor,
  lido: l.lido_em !== null,
  confirmadoEm: l.confirmado_em?.toISOString() ?? null,
  anexos: l.anexos,
});

export async function listarRecebidos(db: Db, l: Leitura, q: string, p: Paginacao): Promise<PagedContent<ComunicadoRecebido>> {
  let base = visiveis(db, l);
  if (q !== '') base = base.where(sql<SqlBool>`lower(f_unaccent(c.titulo || ' ' || c.texto)) LIKE ${padraoDeBusca(q)}`);
  const ids = base.select('c.id');
  const [linhas, contagem] = await Promise.all([
    comColunas(db, l)
      .where('c.id', 'in', ids)
      .orderBy('c.fixado', 'desc')
      .orderBy('c.publicar_em', 'desc')
      .orderBy('c.id', 'desc')
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

export async function contarPendentes(db: Db, l: Leitura): Promise<ContagemDeComunicados> {
  const linha = await visiveis(db, l)
    .select([
      sql<number>`count(*) FILTER (WHERE cl.lido_em IS NULL)`.as('nao_lidos'),
      sql<number>`count(*) FILTER (WHERE c.exige_confirmacao AND cl.confirmado_em IS NULL)`.as('a_confirmar'),
    ])
    .executeTakeFirstOrThrow();
  return { naoLidos: Number(linha.nao_lidos), aConfirmar: Number(linha.a_confirmar) };
}

/** One announcement the user may read; 404 for any other (not theirs, scheduled, expired). */
export async function lerRecebido(db: Db, l: Leitura, id: number): Promise<ComunicadoRecebido> {
  const linha = await comColunas(db, l).where('c.id', '=', id).executeTakeFirst();
  if (!linha) throw naoEncontrado(T.naoEncontrado);
  return recebidoDaLinha(linha);
}

/** The first opening is kept; later ones change nothing. */
export async function registrarLeitura(db: Db, l: Leitura, id: number): Promise<LeituraDoComunicado> {
  await lerRecebido(db, l, id);
  const linha = await db
    .insertInto('comunicado_leitura')
    .values({ comunicado_id: id, usuario_id: l.usuarioId, lido_em: l.agora })
    .onConflict((oc) => oc.columns(['comunicado_id', 'usuario_id']).doUpdateSet({ lido_em: sql<Date>`comunicado_leitura.lido_em` }))
    .returning(['lido_em', 'confirmado_em'])
    .executeTakeFirstOrThrow();
  return { lidoEm: linha.lido_em.toISOString(), confirmadoEm: linha.confirmado_em?.toISOString() ?? null };
}

/** "Confirmo a leitura": reads it too; the first confirmation is kept. 422 where none is asked. */
export async function confirmarLeitura(db: Db, l: Leitura, id: number): Promise<LeituraDoComunicado> {
  const comunicado = await lerRecebido(db, l, id);
  if (!comunicado.exigeConfirmacao) throw new HttpError(422, T.semConfirmacao);
  const linha = await db
    .insertInto('comunicado_leitura')
    .values({ comunicado_id: id, usuario_id: l.usuarioId, lido_em: l.agora, confirmado_em: l.agora })
    .onConflict((oc) =>
      oc.columns(['comunicado_id', 'usuario_id']).doUpdateSet({ confirmado_em: sql<Date>`coalesce(comunicado_leitura.confirmado_em, ${l.agora})` }),
    )
    .returning(['lido_em', 'confirmado_em'])
    .executeTakeFirstOrThrow();
  return { lidoEm: linha.lido_em.toISOString(), confirmadoEm: linha.confirmado_em?.toISOString() ?? null };
}

/** An attachment of an announcement the user may read; null when it is not one of its files. */
export async function anexoDoRecebido(db: Db, l: Leitura, id: number, arquivoId: number): Promise<number | null> {
  const comunicado = await lerRecebido(db, l, id);
  return comunicado.anexos.some((a) => a.id === arquivoId) ? arquivoId : null;
}
