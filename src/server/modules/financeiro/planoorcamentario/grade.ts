import { sql } from 'kysely';
import type { CategoriaDoOrcamento, GradeDoOrcamento, OpcaoDoOrcamento } from '../../../../shared/api/orcamento.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { LinhaDoOrcamento } from '../../../../shared/orcamento/distribuicao.ts';
import type { Db } from '../../../db/database.ts';
import { anoFechado } from './anos-fechados.ts';

// A unit's year as the grid shows it: its lines in the chart's order (category code, then cost
// centre code), whether it is closed, and what a new line may take.

/** The plan of a unit's year in cents (optionally one cost centre's), in the chart's order. */
export async function linhasDoAno(db: Db, unidadeId: number, ano: number, centroCustoId: number | null = null): Promise<LinhaDoOrcamento[]> {
  const { rows } = await sql<{ categoria_id: number; centro_custo_id: number; meses: string[] }>`
    SELECT o.categoria_id, o.centro_custo_id, o.meses::text[] AS meses
    FROM orcamento_linha o JOIN categoria c ON c.id = o.categoria_id JOIN centro_custo cc ON cc.id = o.centro_custo_id
    WHERE o.unidade_id = ${unidadeId} AND o.ano = ${ano} AND (${centroCustoId}::int IS NULL OR o.centro_custo_id = ${centroCustoId})
    ORDER BY c.codigo, cc.codigo`.execute(db);
  return rows.map((r) => ({ categoriaId: r.categoria_id, centroDeCustoId: r.centro_custo_id, mesesCentavos: r.meses.map((m) => centavosDoDecimal(m) ?? 0) }));
}

export async function categoriasDoOrcamento(db: Db): Promise<CategoriaDoOrcamento[]> {
  const { rows } = await sql<CategoriaDoOrcamento>`SELECT id, codigo || ' - ' || descricao AS nome, natureza FROM categoria
    WHERE tipo = 'ANALITICA' AND ativo ORDER BY codigo`.execute(db);
  return rows;
}

export async function centrosDoOrcamento(db: Db): Promise<OpcaoDoOrcamento[]> {
  const { rows } = await sql<OpcaoDoOrcamento>`SELECT id, codigo || ' - ' || descricao AS nome FROM centro_custo WHERE ativo ORDER BY codigo`.execute(db);
  return rows;
}

export async function lerGrade(db: Db, unidadeId: number, ano: number): Promise<GradeDoOrcamento> {
  const [linhas, fechado, categorias, centrosDeCusto] = await Promise.all([
    linhasDoAno(db, unidadeId, ano),
    anoFechado(db, unidadeId, ano),
    categoriasDoOrcamento(db),
    centrosDoOrcamento(db),
  ]);
  return {
    ano,
    fechado,
    linhas: linhas.map((l) => ({ categoriaId: l.categoriaId, centroCustoId: l.centroDeCustoId, meses: l.mesesCentavos.map(reaisDosCentavos) })),
    categorias,
    centrosDeCusto,
  };
}
