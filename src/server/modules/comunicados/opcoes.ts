import { sql, type SqlBool } from 'kysely';
import type { RegistroNomeado } from '../../../shared/api/configuracoes.ts';
import type { Db } from '../../db/database.ts';
import { LIMITE_CONTAGEM, type Paginacao } from '../../http/paginacao.ts';

// The permission groups an announcement may address (every one: addressing a group grants nothing),
// for the form's autocomplete, to writers who do not see the permission groups' screen.

export async function gruposDoComunicado(db: Db, termo: string, p: Paginacao): Promise<{ linhas: RegistroNomeado[]; contagem: number }> {
  let base = db.selectFrom('grupo_permissao as g');
  if (termo !== '') base = base.where(sql<SqlBool>`f_unaccent(g.nome) ILIKE f_unaccent(${`%${termo.replace(/[\\%_]/g, '\\$&')}%`})`);
  const [linhas, contagem] = await Promise.all([
    base.select(['g.id', 'g.nome']).orderBy('g.nome').orderBy('g.id').limit(p.rpp + 1).offset(p.offset).execute(),
    db
      .selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { linhas, contagem: Number(contagem.total) };
}
