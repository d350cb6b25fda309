import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { ChaveDaLinha, LinhaDoOrcamento } from '../../../../shared/orcamento/distribuicao.ts';
import { auditar } from '../../../auditoria.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { exigirAnoAberto } from './anos-fechados.ts';
import { MENSAGENS_DO_PLANO as M } from '../../../../shared/orcamento/mensagens-do-plano.ts';

// Writes lines of one unit's year in the caller's transaction: each line sent replaces its
// months (or is added), each removed one goes, in two statements whatever their number; an
// unchanged line is not touched. The year must be open, each category analytic and active, each
// cost centre active. One audit row tells what was written.

export interface EscritaDoOrcamento {
  unidadeId: number;
  usuarioId: number;
  ano: number;
  linhas: readonly LinhaDoOrcamento[];
  removidas: readonly ChaveDaLinha[];
  /** The prefix of a line's errors' paths, as the body placed it: 'linhas.3.', 'destino.', ''. */
  prefixo: (indice: number) => string;
}

export async function gravarLinhas(trx: Db, e: EscritaDoOrcamento): Promise<void> {
  await exigirAnoAberto(trx, e.unidadeId, e.ano);
  const erros = await errosDasReferencias(trx, e.linhas, e.prefixo);
  if (erros.length > 0) throw errosDeFormulario(erros);
  const linhas = e.linhas.map((l) => ({ c: l.categoriaId, cc: l.centroDeCustoId, m: l.mesesCentavos.map(decimalDosCentavos) }));
  if (linhas.length > 0) {
    await sql`INSERT INTO orcamento_linha (unidade_id, ano, categoria_id, centro_custo_id, meses)
      SELECT ${e.unidadeId}, ${e.ano}, (l->>'c')::int, (l->>'cc')::int, ARRAY(SELECT jsonb_array_elements_text(l->'m')::numeric(14,2))
      FROM jsonb_array_elements(${JSON.stringify(linhas)}::jsonb) l
      ON CONFLICT ON CONSTRAINT orcamento_linha_chave DO UPDATE SET meses = EXCLUDED.meses, atualizado_em = now()
      WHERE orcamento_linha.meses IS DISTINCT FROM EXCLUDED.meses`.execute(trx);
  }
  const removidas = e.removidas.map((r) => ({ c: r.categoriaId, cc: r.centroDeCustoId }));
  if (removidas.length > 0) {
    await sql`DELETE FROM orcamento_linha o USING jsonb_array_elements(${JSON.stringify(removidas)}::jsonb) r
      WHERE o.unidade_id = ${e.unidadeId} AND o.ano = ${e.ano} AND o.categoria_id = (r->>'c')::int AND o.centro_custo_id = (r->>'cc')::int`.execute(trx);
  }
  await auditar(trx, {
    usuarioId: e.usuarioId,
    unidadeId: e.unidadeId,
    entidade: 'orcamento',
    entidadeId: e.ano,
    acao: 'alterar',
    alteracoes: { linhas: { para: linhas }, removidas: { para: removidas } },
  });
}

/** Each line's category must be analytic and active, its cost centre active. */
async function errosDasReferencias(trx: Db, linhas: readonly LinhaDoOrcamento[], prefixo: (i: number) => string): Promise<FieldError[]> {
  if (linhas.length === 0) return [];
  const { rows } = await sql<{ categorias: number[]; centros: number[] }>`SELECT
    ARRAY(SELECT id FROM categoria WHERE id = ANY(${linhas.map((l) => l.categoriaId)}::int[]) AND tipo = 'ANALITICA' AND ativo) AS categorias,
    ARRAY(SELECT id FROM centro_custo WHERE id = ANY(${linhas.map((l) => l.centroDeCustoId)}::int[]) AND ativo) AS centros`.execute(trx);
  const categorias = new Set(rows[0]?.categorias ?? []);
  const centros = new Set(rows[0]?.centros ?? []);
  return linhas.flatMap((l, i) => [
    ...(categorias.has(l.categoriaId) ? [] : [{ field: `${prefixo(i)}categoriaId`, message: M.categoria }]),
    ...(centros.has(l.centroDeCustoId) ? [] : [{ field: `${prefixo(i)}centroCustoId`, message: M.centroDeCusto }]),
  ]);
}
