import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Fonte } from './fonte.ts';
import type { Recurso } from './recurso.ts';
import { colunaSql, TABELA } from './sql-do-recurso.ts';

// A list's search: accent- and case-insensitive 'contains' over the searched columns, with % and
// _ as plain characters, each column an alternative of an OR that its own index can serve (a
// trigram index on the expression). A column of a referenced record is searched in its own table
// first and the ids found are bound as a list: the planner then knows how many records matched.
// A subquery's array it would guess at ten, and at a million títulos that guess alone picked the
// scan of every título of the unit in the list's order for a document that matched no one.

type Sql = RawBuilder<unknown>;

/** Beyond this many matching referenced records the query reads them itself (a broad search). */
export const LIMITE_DE_REFERENCIAS_ACHADAS = 1000;

const contem = (coluna: Sql, padrao: string): Sql => sql`f_unaccent(${coluna}::text) ILIKE f_unaccent(${padrao})`;

/** The ids of the table's records whose column contains the pattern: a bound list, or the subquery when they are too many. */
async function achados(db: Db, tabela: string, coluna: string, padrao: string): Promise<Sql> {
  const consulta = sql`SELECT id FROM ${sql.id(tabela)} WHERE ${contem(sql.id(tabela, coluna), padrao)}`;
  const { rows } = await sql<{ id: number }>`${consulta} LIMIT ${LIMITE_DE_REFERENCIAS_ACHADAS + 1}`.execute(db);
  return rows.length > LIMITE_DE_REFERENCIAS_ACHADAS ? sql`ARRAY(${consulta})` : sql`${rows.map((r) => r.id)}`;
}

export async function pesquisa(db: Db, recurso: Fonte & Pick<Recurso, 'pesquisados'>, termo: string): Promise<Sql | null> {
  if (termo === '' || recurso.pesquisados.length === 0) return null;
  const padrao = `%${termo.replace(/[\\%_]/g, '\\$&')}%`;
  const alternativas = await Promise.all(
    recurso.pesquisados.map(async (c) => {
      const juncao = c.juncao === null ? undefined : recurso.juncoes.find((j) => j.propriedade === c.juncao);
      if (juncao === undefined) return contem(colunaSql(recurso, c), padrao);
      return sql`${sql.id(TABELA, juncao.coluna)} = ANY(${await achados(db, juncao.tabela, c.coluna.coluna, padrao)})`;
    }),
  );
  return sql`(${sql.join(alternativas, sql` OR `)})`;
}
