import { sql, type RawBuilder } from 'kysely';
import { FAIXAS_DE_ATRASO, type FaixaDeAtraso, type PainelDeVencidos, type VencidosDoLado } from '../../../../shared/api/painel.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../db/database.ts';
import type { FiltrosDoPainel } from './consulta.ts';

// What is overdue today: the open títulos (ABERTO, PARCIAL) whose next due date has passed, what
// is still open of each, by days overdue. Without filters only the index titulo_resumo is read
// (migration 0029); the filters read the títulos' own columns.

interface Linha {
  receita: boolean;
  faixa: FaixaDeAtraso;
  quantidade: string;
  valor: string;
}

function dosFiltros(f: FiltrosDoPainel): RawBuilder<unknown> {
  const condicoes = [
    ...(f.conta === null ? [] : [sql`AND t.conta_id = ${f.conta}`]),
    ...(f.centroCusto === null ? [] : [sql`AND t.centro_custo_id = ${f.centroCusto}`]),
    ...(f.categoria === null ? [] : [sql`AND t.categoria_id = ${f.categoria}`]),
  ];
  return sql.join(condicoes, sql` `);
}

export async function vencidosDaUnidade(db: Db, unidadeId: number, hoje: DataISO, filtros: FiltrosDoPainel): Promise<PainelDeVencidos> {
  const { rows } = await sql<Linha>`
    SELECT t.tipo = 'RECEITA' AS receita,
      CASE WHEN ${hoje}::date - t.proximo_vencimento <= 30 THEN '1-30' WHEN ${hoje}::date - t.proximo_vencimento <= 60 THEN '31-60'
        WHEN ${hoje}::date - t.proximo_vencimento <= 90 THEN '61-90' ELSE '90+' END AS faixa,
      count(*)::text AS quantidade, sum(t.valor_aberto)::text AS valor
    FROM titulo AS t
    WHERE t.unidade_id = ${unidadeId} AND t.tipo IN ('RECEITA', 'DESPESA') AND t.situacao IN ('ABERTO', 'PARCIAL')
      AND t.proximo_vencimento < ${hoje}::date ${dosFiltros(filtros)}
    GROUP BY 1, 2`.execute(db);
  const lado = (receita: boolean): VencidosDoLado => {
    const faixas = FAIXAS_DE_ATRASO.map((faixa) => {
      const linha = rows.find((r) => r.receita === receita && r.faixa === faixa);
      return { faixa, quantidade: Number(linha?.quantidade ?? 0), centavos: centavosDoDecimal(linha?.valor ?? '0') ?? 0 };
    });
    return {
      quantidade: faixas.reduce((s, f) => s + f.quantidade, 0),
      valor: reaisDosCentavos(faixas.reduce((s, f) => s + f.centavos, 0)),
      faixas: faixas.map((f) => ({ faixa: f.faixa, quantidade: f.quantidade, valor: reaisDosCentavos(f.centavos) })),
    };
  };
  return { hoje, receber: lado(true), pagar: lado(false) };
}
