import { sql, type RawBuilder } from 'kysely';
import type { DbDeTarefas } from '../tabelas.ts';
import type { ContextoDaTarefa } from '../tipos.ts';
import { lerDeUmaVez, lerPorCursor } from './cursor.ts';

// A report's walk over its rows in a fixed order: one query read through one server-side cursor
// (cursor.ts), one page of rows per step. Each step stores what it read together with the key of
// its last row, so memory holds one page however many rows there are, and a killed process
// resumes after the last stored page: the next attempt opens a new cursor over the rows after
// that key (the key's condition is used once per attempt, never OFFSET).

/** The checkpoint: where the walk stopped (the key K of its last row), the next batch's number and the counts. */
export interface PontoDoPercurso<K> {
  depois: K | null;
  lote: number;
  lidas: number;
  /** Rows stored for the file (a report may store fewer, or more, than it reads). */
  guardadas: number;
  total: number;
  fim: boolean;
}

export interface Percurso<L, K> {
  tamanhoDoLote: number;
  /** Stops once this many rows have been read (a PDF needs its first rows only). */
  limite?: number;
  /** What the rows are, in the progress message ("pessoas", "parcelas"). */
  nomeDasLinhas: string;
  /** How many rows the walk will read, for the progress. */
  contar(db: DbDeTarefas): Promise<number>;
  /** Every row after `depois` (all of them when null), ordered by the key. */
  consulta(depois: K | null): RawBuilder<L>;
  chave(linha: L): K;
  /** Stores a batch's rows as parts, in the step's transaction; returns how many rows it stored. */
  guardar(trx: DbDeTarefas, linhas: readonly L[], lote: number): Promise<number>;
}

/** The share of the job's progress the walk takes; writing the file takes the rest. */
export const PROGRESSO_DO_PERCURSO = 80;

export async function percorrer<P, L, K>(ctx: ContextoDaTarefa<P>, percurso: Percurso<L, K>): Promise<PontoDoPercurso<K>> {
  if (ctx.ponto === null) {
    const total = await percurso.contar(ctx.db);
    const inicio: PontoDoPercurso<K> = { depois: null, lote: 0, lidas: 0, guardadas: 0, total, fim: false };
    await ctx.passo(async () => ({ ponto: inicio, progresso: 0 }));
  }
  const retomado = ctx.ponto as PontoDoPercurso<K>;
  if (retomado.fim) return retomado;
  const consulta = percurso.consulta(retomado.depois);
  // A walk with a limit (a PDF's first rows of a million) is one query that says so to the planner.
  const [ler, limitada] =
    percurso.limite === undefined ? [lerPorCursor, consulta] : [lerDeUmaVez, sql<L>`SELECT * FROM (${consulta}) AS linhas LIMIT ${percurso.limite - retomado.lidas}`];
  await ler(ctx.db, limitada, percurso.tamanhoDoLote, async (linhas) => {
    const ponto = ctx.ponto as PontoDoPercurso<K>;
    await ctx.passo(async (trx) => {
      const guardadas = linhas.length > 0 ? await percurso.guardar(trx, linhas, ponto.lote) : 0;
      const lidas = ponto.lidas + linhas.length;
      const ultima = linhas.at(-1);
      const proximo: PontoDoPercurso<K> = {
        depois: ultima === undefined ? ponto.depois : percurso.chave(ultima),
        lote: ponto.lote + 1,
        lidas,
        guardadas: ponto.guardadas + guardadas,
        total: ponto.total,
        fim: linhas.length < percurso.tamanhoDoLote || (percurso.limite !== undefined && lidas >= percurso.limite),
      };
      const total = Math.max(ponto.total, lidas, 1);
      const mensagem = `${lidas.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} ${percurso.nomeDasLinhas} lidas`;
      return { ponto: proximo, progresso: (lidas / total) * PROGRESSO_DO_PERCURSO, mensagem };
    });
    return !(ctx.ponto as PontoDoPercurso<K>).fim;
  });
  return ctx.ponto as PontoDoPercurso<K>;
}
