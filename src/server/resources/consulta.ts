import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { LIMITE_CONTAGEM } from '../http/paginacao.ts';
import { lerFilhos } from './filhos.ts';
import type { Fonte } from './fonte.ts';
import { formatarRegistro, type Registro } from './registro.ts';
import type { Recurso } from './recurso.ts';
import { daUnidade, onde, origem, origemDoQueLe, selecao, TABELA } from './sql-do-recurso.ts';
import { unidadeDoRegistro } from './unidades-da-consulta.ts';

// Reading records of a generic resource: one page (the rows alone), one record (with the rows
// of its child tables).

export interface PedidoDePagina {
  condicoes: readonly RawBuilder<unknown>[];
  ordenacao: RawBuilder<unknown>;
  limite: number;
  offset: number;
  /** Each record with its unit ({id, nome}): a list of every unit. */
  comUnidade?: boolean;
}

/**
 * The page's query: its rows chosen first, joining only the references the conditions and the
 * order read, then each reference of those rows alone. One query joining every reference (seven
 * on a despesa) spent 35–80 ms planning the join orders of a million-row table for a 1 ms read.
 */
export function sqlDaPagina(db: Db, fonte: Fonte, p: PedidoDePagina): RawBuilder<Registro> {
  const escolhidas = sql`SELECT ${sql.id(TABELA)}.* FROM ${origemDoQueLe(db, fonte, [...p.condicoes, p.ordenacao])} ${onde(p.condicoes)} ${p.ordenacao} LIMIT ${p.limite} OFFSET ${p.offset}`;
  return sql<Registro>`SELECT ${selecao(fonte, true)}${p.comUnidade === true ? sql`, ${unidadeDoRegistro()}` : sql``} FROM ${origem(fonte, sql`(${escolhidas})`)} ${p.ordenacao}`;
}

export async function lerPagina(db: Db, recurso: Recurso, p: PedidoDePagina): Promise<{ registros: Registro[]; contagem: number }> {
  const [linhas, contagem] = await Promise.all([
    sqlDaPagina(db, recurso, p).execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${origemDoQueLe(db, recurso, p.condicoes)} ${onde(p.condicoes)} LIMIT ${LIMITE_CONTAGEM + 1}) AS amostra`.execute(db),
  ]);
  const registros = linhas.rows.map((l) => (p.comUnidade === true ? { ...formatarRegistro(recurso, l), unidade: l['unidade'] } : formatarRegistro(recurso, l)));
  return { registros, contagem: contagem.rows[0]?.total ?? 0 };
}

/** One record of the session's unit (when the model is per unit); `bloquear` locks its row for a write. */
export async function lerRegistro(db: Db, recurso: Recurso, id: number, unidadeId: number | null, bloquear = false): Promise<Registro | null> {
  const trava = bloquear ? sql`FOR UPDATE OF ${sql.id(TABELA)}` : sql``;
  const condicoes = [sql`${sql.id(TABELA, 'id')} = ${id}`, ...daUnidade(recurso, unidadeId)];
  const { rows } = await sql<Registro>`SELECT ${selecao(recurso)} FROM ${origem(recurso)} ${onde(condicoes)} ${trava}`.execute(db);
  const linha = rows[0];
  if (linha === undefined) return null;
  const registro = formatarRegistro(recurso, linha);
  for (const filhos of recurso.filhos) registro[filhos.propriedade] = await lerFilhos(db, filhos, id);
  return registro;
}
