import { sql } from 'kysely';
import type { ExecucaoOrcamentaria } from '../../../../shared/api/orcamento.ts';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import { executarOrcamento, type Realizado } from '../../../../shared/orcamento/consolidacao.ts';
import type { Db } from '../../../db/database.ts';
import { linhasDoAno } from './grade.ts';

// The year's planned vs realised (the dashboards' budget chart and the execução orçamentária
// report call this too). Realised is by competence (regime de competência, ITG 2002): each título
// not cancelled counts its whole value (gross, before retenções) in its competence month, paid or
// not, on its category and cost centre; a título with neither is outside any line. The sums come
// from the index titulo_orcamento (unit, competence, category, cost centre; value included).

export interface FiltrosDaExecucao {
  centroCustoId?: number | null;
}

export interface ExecucaoComNomes extends ExecucaoOrcamentaria {
  /** The names of the lines' categories and cost centres, by id ("2.1.01 - Aluguel"). */
  nomes: { categorias: Record<number, string>; centrosDeCusto: Record<number, string> };
}

export async function realizadoDoAno(db: Db, unidadeId: number, ano: number, centroCustoId: number | null): Promise<Realizado[]> {
  const { rows } = await sql<{ categoria_id: number; centro_custo_id: number; mes: number; valor: string }>`
    SELECT categoria_id, centro_custo_id, extract(month FROM competencia)::int AS mes, sum(valor)::text AS valor
    FROM titulo
    WHERE unidade_id = ${unidadeId} AND situacao <> 'CANCELADO'
      AND competencia >= make_date(${ano}, 1, 1) AND competencia < make_date(${ano + 1}, 1, 1)
      AND categoria_id IS NOT NULL AND centro_custo_id IS NOT NULL
      AND (${centroCustoId}::int IS NULL OR centro_custo_id = ${centroCustoId})
    GROUP BY 1, 2, 3`.execute(db);
  return rows.map((r) => ({ categoriaId: r.categoria_id, centroDeCustoId: r.centro_custo_id, mes: r.mes, valorCentavos: centavosDoDecimal(r.valor) ?? 0 }));
}

export async function execucaoOrcamentaria(db: Db, unidadeId: number, ano: number, filtros: FiltrosDaExecucao = {}): Promise<ExecucaoComNomes> {
  const centroCustoId = filtros.centroCustoId ?? null;
  const [plano, realizados] = await Promise.all([linhasDoAno(db, unidadeId, ano, centroCustoId), realizadoDoAno(db, unidadeId, ano, centroCustoId)]);
  const execucao = executarOrcamento(plano, realizados);
  const categorias = [...new Set(execucao.linhas.map((l) => l.categoriaId))];
  const centros = [...new Set(execucao.linhas.map((l) => l.centroDeCustoId))];
  const { rows } = await sql<{ tipo: 'c' | 'cc'; id: number; nome: string }>`
    SELECT 'c' AS tipo, id, codigo || ' - ' || descricao AS nome FROM categoria WHERE id = ANY(${categorias}::int[])
    UNION ALL SELECT 'cc', id, codigo || ' - ' || descricao FROM centro_custo WHERE id = ANY(${centros}::int[])`.execute(db);
  const nomesDe = (tipo: 'c' | 'cc') => Object.fromEntries(rows.filter((r) => r.tipo === tipo).map((r) => [r.id, r.nome]));
  return { ano, centroCustoId, ...execucao, nomes: { categorias: nomesDe('c'), centrosDeCusto: nomesDe('cc') } };
}
