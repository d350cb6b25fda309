import { sql, type SqlBool } from 'kysely';
import type { DbDeTarefas } from '../../../jobs/tabelas.ts';
import type { ContextoDaTarefa } from '../../../jobs/tipos.ts';
import type { Condicao } from '../filtro.ts';

// A walk over the unit's people in the list's order (nome_ordenacao, id: the pessoa_lista
// index), one batch per step. Each step stores what it read together with the key of its last
// row (keyset, never OFFSET), so a killed process resumes after the last stored batch and
// memory holds one batch, however many people there are.

export interface ChaveDaPessoa {
  nome: string;
  id: number;
}

/** The checkpoint: where the walk stopped, the next batch's number and the counts. */
export interface PontoDoPercurso {
  depois: ChaveDaPessoa | null;
  lote: number;
  lidas: number;
  /** Rows stored for the file (the birthdays report stores fewer, or more, than it reads). */
  guardadas: number;
  total: number;
  fim: boolean;
}

export interface Percurso<L> {
  tamanhoDoLote: number;
  /** Stops once this many people have been read (a PDF needs its first rows only). */
  limite?: number;
  /** How many people the walk will read, for the progress. */
  contar(db: DbDeTarefas): Promise<number>;
  lote(trx: DbDeTarefas, depois: ChaveDaPessoa | null, tamanho: number): Promise<L[]>;
  chave(linha: L): ChaveDaPessoa;
  /** Stores a batch's rows as parts, in the step's transaction; returns how many rows it stored. */
  guardar(trx: DbDeTarefas, linhas: readonly L[], lote: number): Promise<number>;
}

/** The keyset condition: people after `depois` in the list's order. */
export const depoisDe = (depois: ChaveDaPessoa | null): Condicao[] =>
  depois === null ? [] : [sql<SqlBool>`(p.nome_ordenacao, p.id) > (${depois.nome}, ${depois.id})`];

/** The share of the job's progress the walk takes; writing the file takes the rest. */
export const PROGRESSO_DO_PERCURSO = 80;

export async function percorrer<P, L>(ctx: ContextoDaTarefa<P>, percurso: Percurso<L>): Promise<PontoDoPercurso> {
  if (ctx.ponto === null) {
    const total = await percurso.contar(ctx.db);
    const inicio: PontoDoPercurso = { depois: null, lote: 0, lidas: 0, guardadas: 0, total, fim: false };
    await ctx.passo(async () => ({ ponto: inicio, progresso: 0 }));
  }
  for (let ponto = ctx.ponto as PontoDoPercurso; !ponto.fim; ponto = ctx.ponto as PontoDoPercurso) {
    await ctx.passo(async (trx) => {
      const linhas = await percurso.lote(trx, ponto.depois, percurso.tamanhoDoLote);
      const guardadas = linhas.length > 0 ? await percurso.guardar(trx, linhas, ponto.lote) : 0;
      const lidas = ponto.lidas + linhas.length;
      const ultima = linhas.at(-1);
      const proximo: PontoDoPercurso = {
        depois: ultima === undefined ? ponto.depois : percurso.chave(ultima),
        lote: ponto.lote + 1,
        lidas,
        guardadas: ponto.guardadas + guardadas,
        total: ponto.total,
        fim: linhas.length < percurso.tamanhoDoLote || (percurso.limite !== undefined && lidas >= percurso.limite),
      };
      const total = Math.max(ponto.total, lidas, 1);
      return { ponto: proximo, progresso: (lidas / total) * PROGRESSO_DO_PERCURSO, mensagem: `${lidas.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} pessoas lidas` };
    });
  }
  return ctx.ponto as PontoDoPercurso;
}
