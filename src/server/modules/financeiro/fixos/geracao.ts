import { sql } from 'kysely';
import { proximoDiaUtil } from '../../../../shared/calendario/index.ts';
import type { PedidoDaGeracao } from '../../../../shared/financeiro/geracao.ts';
import { periodoDosMeses, vencimentosNoPeriodo, type Periodicidade } from '../../../../shared/financeiro/recorrencia.ts';
import type { Db } from '../../../db/database.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import { feriadosDaInstituicao } from '../titulos/feriados.ts';

// The generation of títulos as a background job: every active fixed entry of the job's unit and
// kinds becomes one título a definir per due date in the months asked. Entries go in steps of
// LOTE, each step's rows and checkpoint in one transaction; a row already there for the entry and
// date (generated before, confirmed or discarded) is left as it is, so running it again creates
// nothing twice.

export const TIPO_DA_GERACAO = 'financeiro.geracaotitulos';
const LOTE = 50;

interface Ponto {
  ultimoId: number;
  criados: number;
}

export interface LancamentoFixo {
  id: number;
  descricao: string;
  periodicidade: Periodicidade;
  dia_vencimento: number;
  inicio: string;
  fim: string | null;
}

const lerPonto = (ponto: unknown): Ponto => (typeof ponto === 'object' && ponto !== null && 'ultimoId' in ponto ? (ponto as Ponto) : { ultimoId: 0, criados: 0 });

async function lancamentos(db: Db, unidadeId: number, tipos: readonly string[], depoisDe: number): Promise<LancamentoFixo[]> {
  const { rows } = await sql<LancamentoFixo>`
    SELECT id, descricao, periodicidade, dia_vencimento, to_char(inicio, 'YYYY-MM-DD') AS inicio, to_char(fim, 'YYYY-MM-DD') AS fim
    FROM lancamento_fixo WHERE unidade_id = ${unidadeId} AND ativo AND tipo = ANY(${[...tipos]}::text[]) AND id > ${depoisDe}
    ORDER BY id LIMIT ${LOTE}`.execute(db);
  return rows;
}

/** The unit's active entries of the kinds (up to an id: those a resumed attempt has done). */
async function contar(db: Db, unidadeId: number, tipos: readonly string[], ateId: number | null): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM lancamento_fixo
    WHERE unidade_id = ${unidadeId} AND ativo AND tipo = ANY(${[...tipos]}::text[]) AND (${ateId}::int IS NULL OR id <= ${ateId})`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The rows of one entry's due dates; the description carries the month, as a título's does (Aluguel 03/2025). */
export async function gerarDoLancamento(db: Db, l: LancamentoFixo, periodo: { de: string; ate: string }, feriados: readonly string[]): Promise<number> {
  const datas = vencimentosNoPeriodo({ periodicidade: l.periodicidade, diaDoVencimento: l.dia_vencimento, inicio: l.inicio, fim: l.fim }, periodo.de, periodo.ate);
  if (datas.length === 0) return 0;
  const valores = datas.map((d) => sql`(${d}::date, ${proximoDiaUtil(d, feriados)}::date, ${`${l.descricao} ${d.slice(5, 7)}/${d.slice(0, 4)}`})`);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo_a_definir (unidade_id, lancamento_fixo_id, tipo, descricao, pessoa_id, categoria_id, centro_custo_id, conta_id, previsto, vencimento, vencimento_real, valor)
    SELECT f.unidade_id, f.id, f.tipo, v.descricao, f.pessoa_id, f.categoria_id, f.centro_custo_id, f.conta_id, v.previsto, v.previsto, v.real, f.valor
    FROM lancamento_fixo AS f, (VALUES ${sql.join(valores)}) AS v (previsto, real, descricao)
    WHERE f.id = ${l.id}
    ON CONFLICT (lancamento_fixo_id, previsto) DO NOTHING
    RETURNING id`.execute(db);
  return rows.length;
}

export function geracaoDeTitulos(): TipoDeTarefa<PedidoDaGeracao> {
  return {
    tipo: TIPO_DA_GERACAO,
    titulo: 'Geração de títulos',
    aviso: 'JOB',
    recursos: ['/api/financeiro/titulosadefinir'],
    esperaFixa: true,
    async executar(ctx) {
      const { unidadeId, parametros: p } = ctx;
      if (unidadeId === null) throw new ErroDaTarefa('A geração de títulos precisa de uma unidade.', { repetir: false });
      const periodo = periodoDosMeses(p.mesInicial, p.mesFinal);
      const feriados = await feriadosDaInstituicao(ctx.db);
      const total = await contar(ctx.db, unidadeId, p.tipos, null);
      let ponto = lerPonto(ctx.ponto);
      let feitos = await contar(ctx.db, unidadeId, p.tipos, ponto.ultimoId);
      for (;;) {
        const lote = await lancamentos(ctx.db, unidadeId, p.tipos, ponto.ultimoId);
        if (lote.length === 0) break;
        await ctx.passo(async (trx) => {
          let criados = ponto.criados;
          for (const l of lote) criados += await gerarDoLancamento(trx, l, periodo, feriados);
          ponto = { ultimoId: lote.at(-1)?.id ?? ponto.ultimoId, criados };
          feitos += lote.length;
          return { ponto, progresso: total === 0 ? 100 : Math.min(99, Math.floor((feitos * 100) / total)), mensagem: `${feitos} de ${total} lançamentos fixos` };
        });
      }
      return { mensagem: ponto.criados === 1 ? '1 título a definir gerado.' : `${ponto.criados} títulos a definir gerados.` };
    },
  };
}
