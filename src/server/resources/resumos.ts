import { sql, type RawBuilder } from 'kysely';
import type { CondicaoDoCampo, DescritorLista } from '../../shared/engine/types.ts';
import type { Db } from '../db/database.ts';
import { resolverCaminhoSql, type CaminhoSql } from './caminho-sql.ts';
import { condicaoSql } from './condicao-sql.ts';
import type { Fonte } from './fonte.ts';
import type { ColunaDoModelo, MapaPorModelo } from './mapa-do-modelo.ts';
import { colunaSql, onde, origemDoQueLe } from './sql-do-recurso.ts';

// GET {recurso}/resumos (specification, section 7): the figures of the list's summary bar and
// footer over every record the list's search and filter select, computed in SQL. A sum is
// PostgreSQL's exact numeric sum, read as text, so money adds up to the cent; a screen without
// lista.resumos gets the counts of total, active and inactive records.

type Sql = RawBuilder<unknown>;

export interface ResumoDoRecurso {
  nome: string;
  /** The column summed; null counts the records. */
  soma: CaminhoSql | null;
  /** Only the records meeting the condition, over its column. */
  se: { caminho: CaminhoSql; condicao: CondicaoDoCampo } | null;
}

export type Resumos = Record<string, number>;

/** The descriptor's figures with their columns; null for the default counts. The catalogue has checked every path. */
export function prepararResumos(lista: DescritorLista | undefined, fonte: Fonte, mapaDe: MapaPorModelo): ResumoDoRecurso[] | null {
  if (lista?.resumos === undefined) return null;
  const resolver = (campo: string): CaminhoSql => {
    const caminho = resolverCaminhoSql(fonte.mapa, campo, mapaDe);
    if (caminho === null) throw new Error(`Caminho sem coluna: '${campo}' nos resumos.`);
    return caminho;
  };
  return lista.resumos.map((r) => ({
    nome: r.nome,
    soma: r.soma === undefined ? null : resolver(r.soma),
    se: r.se === undefined ? null : { caminho: resolver(r.se.field), condicao: r.se },
  }));
}

/** The standard column of every generic table, also where the model does not state it. */
const ATIVO: ColunaDoModelo = { propriedade: 'ativo', coluna: 'ativo', tipo: 'boolean', referencia: null, referenciaDaLista: null, itensComId: false, somenteLeitura: false, soNoRegistro: false, padrao: true };

/** The default figures: total, ativos and inativos; a view has `ativo` only when its model does. */
export function resumosPadrao(fonte: Fonte): ResumoDoRecurso[] {
  const propria = fonte.mapa.colunas.find((c) => c.propriedade === 'ativo');
  const total: ResumoDoRecurso = { nome: 'total', soma: null, se: null };
  if (fonte.mapa.visao && propria === undefined) return [total];
  const caminho: CaminhoSql = { juncao: null, coluna: propria ?? ATIVO };
  const contarAtivo = (nome: string, value: boolean): ResumoDoRecurso => ({ nome, soma: null, se: { caminho, condicao: { field: 'ativo', op: 'eq', value } } });
  return [total, contarAtivo('ativos', true), contarAtivo('inativos', false)];
}

/** One figure's aggregate, named by its nome; counts as integers, sums as exact text. */
export function expressaoDoResumo(fonte: Fonte, resumo: ResumoDoRecurso): Sql {
  const filtro = resumo.se === null ? sql`` : sql` FILTER (WHERE ${condicaoSql(colunaSql(fonte, resumo.se.caminho), resumo.se.caminho.coluna.tipo, resumo.se.condicao)})`;
  const valor = resumo.soma === null ? sql`count(*)${filtro}::int` : sql`coalesce(sum(${colunaSql(fonte, resumo.soma)})${filtro}, 0)::text`;
  return sql`${valor} AS ${sql.id(resumo.nome)}`;
}

/** The one query of every figure over what the conditions select. */
export function consultaDosResumos(db: Db, fonte: Fonte, resumos: readonly ResumoDoRecurso[], condicoes: readonly Sql[]): Sql {
  const expressoes = resumos.map((r) => expressaoDoResumo(fonte, r));
  return sql`SELECT ${sql.join(expressoes)} FROM ${origemDoQueLe(db, fonte, [...expressoes, ...condicoes])} ${onde(condicoes)}`;
}

export async function lerResumos(db: Db, fonte: Fonte, resumos: readonly ResumoDoRecurso[], condicoes: readonly Sql[]): Promise<Resumos> {
  const { rows } = await sql<Record<string, number | string>>`${consultaDosResumos(db, fonte, resumos, condicoes)}`.execute(db);
  const linha = rows[0] ?? {};
  // A numeric sum's text to a JSON number: exact to the cent below 2^53 cents (90 trillion).
  return Object.fromEntries(resumos.map((r) => [r.nome, Number(linha[r.nome] ?? 0)]));
}
