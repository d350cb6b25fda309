import { sql } from 'kysely';
import { FATIAS_DO_PAINEL, type CategoriaDoOrcamentoNoPainel, type PainelDoOrcamento } from '../../../../shared/api/painel.ts';
import { reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../db/database.ts';
import { execucaoOrcamentaria } from '../planoorcamentario/execucao.ts';
import type { ConsultaDoPainel } from './consulta.ts';

// The budget execution of the year the period ends in, from the budget plan's execucaoOrcamentaria
// (planned vs realised by competence, per category; the cost centre filter passed on): the year's
// totals and the categories with the most planned.

export async function orcamentoDoPainel(db: Db, c: ConsultaDoPainel): Promise<PainelDoOrcamento> {
  const ano = Number(c.fim.slice(0, 4));
  const execucao = await execucaoOrcamentaria(db, c.unidadeId, ano, { centroCustoId: c.filtros.centroCusto });
  const maiores = [...execucao.categorias].sort((a, b) => b.ano.planejadoCentavos - a.ano.planejadoCentavos || a.categoriaId - b.categoriaId).slice(0, FATIAS_DO_PAINEL);
  const { rows } = await sql<{ id: number; receita: boolean }>`
    SELECT id, natureza = 'RECEITA' AS receita FROM categoria WHERE id = ANY(${maiores.map((m) => m.categoriaId)}::int[])`.execute(db);
  const receitas = new Set(rows.filter((r) => r.receita).map((r) => r.id));
  const categorias = maiores.map(
    (m): CategoriaDoOrcamentoNoPainel => ({
      id: m.categoriaId,
      nome: execucao.nomes.categorias[m.categoriaId] ?? '',
      tipo: receitas.has(m.categoriaId) ? 'receitas' : 'despesas',
      planejado: reaisDosCentavos(m.ano.planejadoCentavos),
      realizado: reaisDosCentavos(m.ano.realizadoCentavos),
      percentual: m.ano.percentual,
    }),
  );
  const { total } = execucao;
  return { ano, planejado: reaisDosCentavos(total.ano.planejadoCentavos), realizado: reaisDosCentavos(total.ano.realizadoCentavos), percentual: total.ano.percentual, categorias };
}
