import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { COLUNA_UNIDADE } from './mapa-do-modelo.ts';
import type { ValorDaColuna } from './normalizar.ts';
import type { Recurso } from './recurso.ts';

// The INSERT and UPDATE of a generic record; column names come from the model's mapping.

export type Colunas = ReadonlyMap<string, ValorDaColuna>;

export async function inserir(db: Db, recurso: Recurso, colunas: Colunas, unidadeId: number | null): Promise<number> {
  const todas = new Map(colunas);
  if (recurso.mapa.porUnidade) todas.set(COLUNA_UNIDADE, unidadeId);
  const tabela = sql.id(recurso.mapa.tabela);
  const consulta =
    todas.size === 0
      ? sql<{ id: number }>`INSERT INTO ${tabela} DEFAULT VALUES RETURNING id`
      : sql<{ id: number }>`INSERT INTO ${tabela} (${sql.join([...todas.keys()].map((c) => sql.id(c)))})
          VALUES (${sql.join([...todas.values()])}) RETURNING id`;
  const { rows } = await consulta.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT sem id.');
  return id;
}

/** Also stamps atualizado_em; the caller has already locked and scoped the row. */
export async function atualizar(db: Db, recurso: Recurso, id: number, colunas: Colunas): Promise<void> {
  const atribuicoes = [...colunas].map(([coluna, valor]) => sql`${sql.id(coluna)} = ${valor}`);
  atribuicoes.push(sql`atualizado_em = now()`);
  await sql`UPDATE ${sql.id(recurso.mapa.tabela)} SET ${sql.join(atribuicoes)} WHERE id = ${id}`.execute(db);
}

export async function estornar(db: Db, recurso: Recurso, id: number, usuarioId: number, motivo: string | null): Promise<void> {
  await sql`UPDATE ${sql.id(recurso.mapa.tabela)}
    SET estornado_em = now(), estornado_por = ${usuarioId}, estorno_motivo = ${motivo}, atualizado_em = now()
    WHERE id = ${id}`.execute(db);
}

/** The record's `ativo` goes false (the caller has locked and scoped the row). */
export async function desativar(db: Db, recurso: Recurso, id: number): Promise<void> {
  const ativo = recurso.mapa.colunas.find((c) => c.propriedade === 'ativo')?.coluna ?? 'ativo';
  await sql`UPDATE ${sql.id(recurso.mapa.tabela)} SET ${sql.id(ativo)} = false, atualizado_em = now() WHERE id = ${id}`.execute(db);
}

export async function excluir(db: Db, recurso: Recurso, id: number): Promise<void> {
  await sql`DELETE FROM ${sql.id(recurso.mapa.tabela)} WHERE id = ${id}`.execute(db);
}
