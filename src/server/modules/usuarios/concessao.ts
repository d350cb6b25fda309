import { sql, type Expression, type SqlBool } from 'kysely';
import { TAG_ADMINISTRADOR } from '../../../shared/permissions/catalogue.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/erros.ts';

// Who may grant what (no privilege escalation). An administrator reaches every user and grants
// anything. Anyone else reaches only the users who share one of their units, grants only the
// tags they hold themselves (directly in a group, or through the groups they give a user), and
// never changes their own groups.

export interface Editor {
  usuarioId: number;
  administrador: boolean;
  tags: ReadonlySet<string>;
  /** The editor's units; an administrator's reach is every unit whatever this holds. */
  unidades: ReadonlySet<number>;
}

export const MENSAGEM_ALVO_PRIVILEGIADO = 'Você não pode alterar um usuário com permissões que você não possui.';
export const MENSAGEM_TAGS_NAO_CONCEDIVEIS = 'Você só pode conceder permissões que você mesmo possui.';
export const MENSAGEM_SEM_ADMINISTRADOR = 'É preciso manter ao menos um usuário administrador ativo.';

// Serialises the changes that could leave no administrator (pg_advisory_xact_lock(bigint)).
const TRAVA_DOS_ADMINISTRADORES = 724_230;

export async function editorDa(db: Db, sessao: SessaoAtiva): Promise<Editor> {
  const linhas = await db.selectFrom('usuario_unidade').select('unidade_id').where('usuario_id', '=', sessao.usuarioId).execute();
  return {
    usuarioId: sessao.usuarioId,
    administrador: sessao.tags.has(TAG_ADMINISTRADOR),
    tags: sessao.tags,
    unidades: new Set(linhas.map((l) => l.unidade_id)),
  };
}

/** The tags of `tags` the editor could not grant (none for an administrator). */
export function tagsNaoConcediveis(editor: Editor, tags: Iterable<string>): string[] {
  if (editor.administrador) return [];
  return [...new Set(tags)].filter((tag) => !editor.tags.has(tag));
}

/** A condition on `usuario.id` (aliased `u`): the user shares one of the editor's units. */
export function alcancaUsuario(editor: Editor): Expression<SqlBool> {
  if (editor.administrador) return sql<SqlBool>`true`;
  const ids = [...editor.unidades];
  if (ids.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`EXISTS (SELECT 1 FROM usuario_unidade uu WHERE uu.usuario_id = u.id AND uu.unidade_id IN (${sql.join(ids)}))`;
}

/** The user's tags: the union of their groups'. */
export async function tagsDoUsuario(db: Db, usuarioId: number): Promise<Set<string>> {
  const linhas = await db
    .selectFrom('usuario_grupo as ug')
    .innerJoin('grupo_permissao_tag as t', 't.grupo_id', 'ug.grupo_id')
    .select('t.tag')
    .distinct()
    .where('ug.usuario_id', '=', usuarioId)
    .execute();
  return new Set(linhas.map((l) => l.tag));
}

/** 403 unless the editor holds every tag the user holds (their e-mail and password must not be a way up). */
export async function exigirAlvoAlcancavel(db: Db, editor: Editor, usuarioId: number): Promise<void> {
  if (editor.administrador) return;
  if (tagsNaoConcediveis(editor, await tagsDoUsuario(db, usuarioId)).length > 0) throw new HttpError(403, MENSAGEM_ALVO_PRIVILEGIADO);
}

/**
 * The institution must keep an active user holding `administrador`, or nobody could grant it
 * again. Called inside a write's transaction after the change: a change that leaves none is refused.
 */
export async function garantirAdministradorAtivo(db: Db): Promise<void> {
  // Two concurrent changes each removing a different administrator wait for each other here;
  // the second one's query (a new snapshot under READ COMMITTED) sees the first one's commit.
  await sql`SELECT pg_advisory_xact_lock(${TRAVA_DOS_ADMINISTRADORES})`.execute(db);
  const algum = await db
    .selectFrom('usuario as u')
    .innerJoin('usuario_grupo as ug', 'ug.usuario_id', 'u.id')
    .innerJoin('grupo_permissao_tag as t', 't.grupo_id', 'ug.grupo_id')
    .select('u.id')
    .where('u.ativo', '=', true)
    .where('t.tag', '=', TAG_ADMINISTRADOR)
    .limit(1)
    .executeTakeFirst();
  if (algum === undefined) throw new HttpError(422, MENSAGEM_SEM_ADMINISTRADOR);
}
