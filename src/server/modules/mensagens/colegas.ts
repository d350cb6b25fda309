import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { PagedContent } from '../../../shared/api/contract.ts';
import type { UsuarioDaMensagem } from '../../../shared/api/mensagens.ts';
import type { Database } from '../../db/schema.ts';
import { LIMITE_CONTAGEM, respostaPaginada, type Paginacao } from '../../http/paginacao.ts';
import { padraoDeBusca } from './busca.ts';

// Who a user may write to: the active users, other than themselves, who share a unit with them.

type Eb = ExpressionBuilder<Database, 'usuario'>;

/** The condition "usuario shares a unit with `usuarioId`" (usuario is the outer row). */
export function compartilhaUnidade(eb: Eb, usuarioId: number) {
  return eb.exists(
    eb
      .selectFrom('usuario_unidade as deles')
      .innerJoin('usuario_unidade as minhas', 'minhas.unidade_id', 'deles.unidade_id')
      .whereRef('deles.usuario_id', '=', 'usuario.id')
      .where('minhas.usuario_id', '=', usuarioId)
      .select(sql`1`.as('um')),
  );
}

function consultaDeColegas(db: Kysely<Database>, usuarioId: number) {
  return db
    .selectFrom('usuario')
    .where('usuario.ativo', '=', true)
    .where('usuario.id', '<>', usuarioId)
    .where((eb) => compartilhaUnidade(eb, usuarioId));
}

/** The recipients autocomplete: id, nome and login only, by name, paged. */
export async function buscarColegas(db: Kysely<Database>, usuarioId: number, termo: string, p: Paginacao): Promise<PagedContent<UsuarioDaMensagem>> {
  let base = consultaDeColegas(db, usuarioId);
  if (termo !== '') {
    const padrao = padraoDeBusca(termo);
    base = base.where((eb) => eb.or([eb(sql`lower(f_unaccent(usuario.nome))`, 'like', padrao), eb(sql`lower(usuario.login)`, 'like', padrao)]));
  }
  const [linhas, contagem] = await Promise.all([
    base.select(['usuario.id', 'usuario.nome', 'usuario.login']).orderBy('usuario.nome').orderBy('usuario.id').limit(p.rpp + 1).offset(p.offset).execute(),
    db
      .selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return respostaPaginada(linhas, Number(contagem.total), p);
}

/** Which of `ids` are not colleagues of the user (unknown, inactive, of other units, or themselves). */
export async function foraDosColegas(db: Kysely<Database>, usuarioId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const achados = await consultaDeColegas(db, usuarioId).where('usuario.id', 'in', [...ids]).select('usuario.id').execute();
  const validos = new Set(achados.map((a) => a.id));
  return ids.filter((id) => !validos.has(id));
}
