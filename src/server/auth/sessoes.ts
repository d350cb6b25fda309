import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { hashDoToken, novoToken } from './tokens.ts';

export interface LimitesDeSessao {
  idleMinutes: number;
  maxHours: number;
}

/** Fixed limits, or where to read the ones in force (the institution's parameters) at each check. */
export type LimitesVigentes = LimitesDeSessao | (() => Promise<LimitesDeSessao>);

export const limitesEmVigor = (limites: LimitesVigentes): Promise<LimitesDeSessao> =>
  typeof limites === 'function' ? limites() : Promise.resolve(limites);

/** The session behind a request: who, in which unit, holding which tags. */
export interface SessaoAtiva {
  id: number;
  usuarioId: number;
  unidadeId: number | null;
  tags: ReadonlySet<string>;
}

// The last-use stamp is refreshed at most this often, so reads don't each cost a write.
const REFRESCO_MS = 60_000;

export async function criarSessao(db: Db, usuarioId: number, unidadeId: number | null, ip: string): Promise<string> {
  const { token, hash } = novoToken();
  await db
    .insertInto('sessao')
    .values({ usuario_id: usuarioId, token_hash: hash, unidade_id: unidadeId, endereco_ip: ip })
    .execute();
  return token;
}

/** The open session for a token (the X-AUTH-TOKEN header) or an id (a checked derived authtoken). */
export async function buscarSessaoAtiva(
  db: Db,
  chave: { token: string } | { id: number },
  vigentes: LimitesVigentes,
): Promise<SessaoAtiva | null> {
  const limites = await limitesEmVigor(vigentes);
  const linha = await db
    .selectFrom('sessao as s')
    .innerJoin('usuario as u', 'u.id', 's.usuario_id')
    .select([
      's.id',
      's.usuario_id',
      's.unidade_id',
      's.ultimo_uso_em',
      sql<string[]>`coalesce((SELECT array_agg(DISTINCT t.tag) FROM usuario_grupo ug
        JOIN grupo_permissao_tag t ON t.grupo_id = ug.grupo_id WHERE ug.usuario_id = u.id), '{}')`.as('tags'),
    ])
    .where((eb) => ('token' in chave ? eb('s.token_hash', '=', hashDoToken(chave.token)) : eb('s.id', '=', chave.id)))
    .where('s.encerrada_em', 'is', null)
    .where('u.ativo', '=', true)
    .where(sql<boolean>`s.ultimo_uso_em > now() - make_interval(mins => ${limites.idleMinutes})`)
    .where(sql<boolean>`s.criada_em > now() - make_interval(hours => ${limites.maxHours})`)
    .executeTakeFirst();
  if (!linha) return null;
  if (Date.now() - linha.ultimo_uso_em.getTime() > REFRESCO_MS) {
    await db.updateTable('sessao').set({ ultimo_uso_em: sql`now()` }).where('id', '=', linha.id).execute();
  }
  return { id: linha.id, usuarioId: linha.usuario_id, unidadeId: linha.unidade_id, tags: new Set(linha.tags) };
}

export async function encerrarSessao(db: Db, sessaoId: number): Promise<void> {
  await db
    .updateTable('sessao')
    .set({ encerrada_em: sql`now()` })
    .where('id', '=', sessaoId)
    .where('encerrada_em', 'is', null)
    .execute();
}

/** Ends every open session of a user, but `excetoSessaoId` when given. */
export async function encerrarSessoesDoUsuario(db: Db, usuarioId: number, excetoSessaoId?: number): Promise<void> {
  let q = db.updateTable('sessao').set({ encerrada_em: sql`now()` }).where('usuario_id', '=', usuarioId).where('encerrada_em', 'is', null);
  if (excetoSessaoId !== undefined) q = q.where('id', '!=', excetoSessaoId);
  await q.execute();
}

export async function definirUnidadeDaSessao(db: Db, sessaoId: number, unidadeId: number): Promise<void> {
  await db.updateTable('sessao').set({ unidade_id: unidadeId }).where('id', '=', sessaoId).execute();
}
