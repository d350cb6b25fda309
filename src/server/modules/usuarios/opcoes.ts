import { sql, type Expression, type SqlBool } from 'kysely';
import type { RegistroNomeado } from '../../../shared/api/configuracoes.ts';
import type { Db } from '../../db/database.ts';
import { esquemaPaginacao, LIMITE_CONTAGEM, type Paginacao } from '../../http/paginacao.ts';
import type { Editor } from './concessao.ts';

// What the user form's autocompletes offer: the units and the permission groups the editor
// may give a user. The same rules hold again when the user is saved.

export const ESQUEMA_DAS_OPCOES = {
  type: 'object',
  properties: {
    ...esquemaPaginacao,
    q: { type: 'string', maxLength: 200, pattern: '^[^\\u0000]*$' },
    term: { type: 'string', maxLength: 200, pattern: '^[^\\u0000]*$' },
    fields: { type: 'string', maxLength: 1000 },
  },
} as const;

export interface ConsultaDeOpcoes {
  page: number;
  rpp: number;
  q?: string;
  term?: string;
  fields?: string;
}

const padraoDe = (consulta: ConsultaDeOpcoes): string | null => {
  const termo = (consulta.q ?? consulta.term ?? '').trim();
  return termo === '' ? null : `%${termo.replace(/[\\%_]/g, '\\$&')}%`;
};

/** Active units: every one for an administrator, the editor's own otherwise. */
export function condicaoDasUnidades(editor: Editor): Expression<SqlBool> {
  if (editor.administrador) return sql<SqlBool>`true`;
  const ids = [...editor.unidades];
  return ids.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`un.id IN (${sql.join(ids)})`;
}

/** Groups whose every tag the editor holds (all for an administrator). */
export function condicaoDosGrupos(editor: Editor): Expression<SqlBool> {
  if (editor.administrador) return sql<SqlBool>`true`;
  const tags = [...editor.tags];
  return sql<SqlBool>`NOT EXISTS (SELECT 1 FROM grupo_permissao_tag t WHERE t.grupo_id = g.id AND NOT (t.tag = ANY(${tags}::text[])))`;
}

export async function unidadesAtribuiveis(db: Db, editor: Editor, consulta: ConsultaDeOpcoes, p: Paginacao): Promise<{ linhas: RegistroNomeado[]; contagem: number }> {
  const padrao = padraoDe(consulta);
  let base = db.selectFrom('unidade as un').where('un.ativo', '=', true).where(condicaoDasUnidades(editor));
  if (padrao !== null) base = base.where(sql<SqlBool>`f_unaccent(un.nome) ILIKE f_unaccent(${padrao})`);
  const [linhas, contagem] = await Promise.all([
    base.select(['un.id', 'un.nome']).orderBy('un.nome').orderBy('un.id').limit(p.rpp + 1).offset(p.offset).execute(),
    db
      .selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { linhas, contagem: Number(contagem.total) };
}

export async function gruposAtribuiveis(db: Db, editor: Editor, consulta: ConsultaDeOpcoes, p: Paginacao): Promise<{ linhas: RegistroNomeado[]; contagem: number }> {
  const padrao = padraoDe(consulta);
  let base = db.selectFrom('grupo_permissao as g').where(condicaoDosGrupos(editor));
  if (padrao !== null) base = base.where(sql<SqlBool>`f_unaccent(g.nome) ILIKE f_unaccent(${padrao})`);
  const [linhas, contagem] = await Promise.all([
    base.select(['g.id', 'g.nome']).orderBy('g.nome').orderBy('g.id').limit(p.rpp + 1).offset(p.offset).execute(),
    db
      .selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { linhas, contagem: Number(contagem.total) };
}
