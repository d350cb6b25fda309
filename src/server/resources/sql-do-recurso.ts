import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CaminhoSql } from './caminho-sql.ts';
import { COLUNA_UNIDADE } from './mapa-do-modelo.ts';
import type { Fonte, ListaDeReferencias } from './fonte.ts';
import type { Recurso } from './recurso.ts';

// The SQL pieces of a generic resource. Identifiers come from validated models and always
// go through sql.id; values are always bound parameters.

export const TABELA = 't';

type Sql = RawBuilder<unknown>;

export function colunaSql(fonte: Fonte, caminho: CaminhoSql): Sql {
  const juncao = caminho.juncao === null ? undefined : fonte.juncoes.find((j) => j.propriedade === caminho.juncao);
  return sql.id(juncao?.alias ?? TABELA, caminho.coluna.coluna);
}

/** The table (or `linhas`, a subquery of its rows) with its references LEFT JOINed. */
export function origem(fonte: Fonte, linhas: Sql = sql.id(fonte.mapa.tabela)): Sql {
  const juncoes = fonte.juncoes.map(
    (j) => sql`LEFT JOIN ${sql.id(j.tabela)} AS ${sql.id(j.alias)} ON ${sql.id(j.alias, 'id')} = ${sql.id(TABELA, j.coluna)}`,
  );
  return sql`${linhas} AS ${sql.id(TABELA)} ${juncoes.length > 0 ? sql.join(juncoes, sql` `) : sql``}`;
}

/**
 * The table with only the references that `lidas` (a query's expressions and conditions) read
 * LEFT JOINed, for a query that shows no display field: a count, a sum. PostgreSQL drops an
 * unused join to an id but still reads the reference's column in the scan, which rules out an
 * index-only scan (the unfiltered resumos of a list at a million títulos read the heap for it).
 */
export function origemDoQueLe(db: Db, fonte: Fonte, lidas: readonly Sql[]): Sql {
  const texto = lidas.map((l) => l.compile(db).sql).join(' ');
  return origem({ ...fonte, juncoes: fonte.juncoes.filter((j) => texto.includes(`${sql.id(j.alias).compile(db).sql}.`)) });
}

/**
 * A list of references as [{id, <display fields>}] in its stored order; ids whose record is
 * gone are left out.
 */
function listaDeReferencias(l: ListaDeReferencias): Sql {
  const coluna = sql.id(TABELA, l.coluna);
  const item = sql.id(`${l.alias}_item`);
  const pares = [sql`'id', ${sql.id(l.alias, 'id')}`, ...l.exibicao.map((e) => sql`${e.propriedade}::text, ${sql.id(l.alias, e.coluna)}`)];
  return sql`CASE WHEN jsonb_typeof(${coluna}) = 'array' THEN (
      SELECT coalesce(jsonb_agg(jsonb_build_object(${sql.join(pares)}) ORDER BY ${item}.ordem), '[]'::jsonb)
      FROM jsonb_array_elements(${coluna}) WITH ORDINALITY AS ${item}(valor, ordem)
      JOIN ${sql.id(l.tabela)} AS ${sql.id(l.alias)} ON ${sql.id(l.alias, 'id')} = (${item}.valor->>'id')::int
    ) ELSE ${coluna} END`;
}

/** Every property under its own name; a reference as {id, <display fields>}, a list of references as a list of those. */
export function selecao(fonte: Fonte, paraLista = false): Sql {
  const partes: Sql[] = [sql`${sql.id(TABELA, 'id')} AS ${sql.id('id')}`];
  // A value only of the opened record (x-soNoRegistro) stays out of a page of the list.
  for (const c of fonte.mapa.colunas.filter((coluna) => !paraLista || !coluna.soNoRegistro)) {
    const juncao = fonte.juncoes.find((j) => j.propriedade === c.propriedade);
    const lista = fonte.listasDeReferencias.find((l) => l.propriedade === c.propriedade);
    if (lista !== undefined) {
      partes.push(sql`${listaDeReferencias(lista)} AS ${sql.id(c.propriedade)}`);
      continue;
    }
    if (juncao === undefined) {
      partes.push(sql`${sql.id(TABELA, c.coluna)} AS ${sql.id(c.propriedade)}`);
      continue;
    }
    const pares = [sql`'id', ${sql.id(juncao.alias, 'id')}`, ...juncao.exibicao.map((e) => sql`${e.propriedade}::text, ${sql.id(juncao.alias, e.coluna)}`)];
    partes.push(
      sql`CASE WHEN ${sql.id(juncao.alias, 'id')} IS NULL THEN NULL ELSE json_build_object(${sql.join(pares)}) END AS ${sql.id(c.propriedade)}`,
    );
  }
  if (fonte.mapa.estornavel) {
    partes.push(sql`${sql.id(TABELA, 'estornado_em')} AS ${sql.id('estornadoEm')}`, sql`${sql.id(TABELA, 'estorno_motivo')} AS ${sql.id('estornoMotivo')}`);
  }
  return sql.join(partes);
}

export function daUnidade(fonte: Fonte, unidadeId: number | null): Sql[] {
  return fonte.mapa.porUnidade ? [sql`${sql.id(TABELA, COLUNA_UNIDADE)} = ${unidadeId ?? 0}`] : [];
}

export function onde(condicoes: readonly Sql[]): Sql {
  return condicoes.length > 0 ? sql`WHERE ${sql.join(condicoes, sql` AND `)}` : sql``;
}

export function ordenacao(recurso: Recurso, caminho: CaminhoSql, direcao: 'asc' | 'desc'): Sql {
  const coluna = colunaSql(recurso, caminho);
  const chave = caminho.coluna.tipo === 'text' ? sql`lower(f_unaccent(${coluna}))` : coluna;
  const sentido = direcao === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  return sql`ORDER BY ${chave} ${sentido}, ${sql.id(TABELA, 'id')} ASC`;
}
