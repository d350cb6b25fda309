import { sql, type RawBuilder } from 'kysely';
import { FAIXAS_DE_ATRASO, type AbertoDoPainel, type FaixaDeAtraso, type PainelDeVencidos, type VencidosDoLado } from '../../../../shared/api/painel.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../db/database.ts';
import type { ConsultaDoPainel, FiltrosDoPainel } from './consulta.ts';

// The open títulos (ABERTO, PARCIAL): what is overdue today (the next due date passed), what is
// still open of each, by days overdue; those falling due in the period; and all of them. One
// read; without filters only the index titulo_resumo is read (migration 0029); the filters read
// the títulos' own columns.

interface Linha {
  receita: boolean;
  /** null: not overdue. */
  faixa: FaixaDeAtraso | null;
  quantidade: string;
  valor: string;
  quantidadeNoPeriodo: string;
  valorNoPeriodo: string;
}

function dosFiltros(f: FiltrosDoPainel): RawBuilder<unknown> {
  const condicoes = [
    ...(f.conta === null ? [] : [sql`AND t.conta_id = ${f.conta}`]),
    ...(f.centroCusto === null ? [] : [sql`AND t.centro_custo_id = ${f.centroCusto}`]),
    ...(f.categoria === null ? [] : [sql`AND t.categoria_id = ${f.categoria}`]),
  ];
  return sql.join(condicoes, sql` `);
}

const centavos = (valor: string): number => centavosDoDecimal(valor) ?? 0;

function somar(linhas: readonly Linha[], quantidade: (l: Linha) => string, valor: (l: Linha) => string): AbertoDoPainel {
  return {
    quantidade: linhas.reduce((s, l) => s + Number(quantidade(l)), 0),
    valor: reaisDosCentavos(linhas.reduce((s, l) => s + centavos(valor(l)), 0)),
  };
}

function doLado(linhas: readonly Linha[]): VencidosDoLado {
  const faixas = FAIXAS_DE_ATRASO.map((faixa) => {
    const linha = linhas.find((l) => l.faixa === faixa);
    return { faixa, quantidade: Number(linha?.quantidade ?? 0), valor: reaisDosCentavos(centavos(linha?.valor ?? '0')) };
  });
  const vencidos = somar(linhas.filter((l) => l.faixa !== null), (l) => l.quantidade, (l) => l.valor);
  return {
    ...vencidos,
    faixas,
    noPeriodo: somar(linhas, (l) => l.quantidadeNoPeriodo, (l) => l.valorNoPeriodo),
    emAberto: somar(linhas, (l) => l.quantidade, (l) => l.valor),
  };
}

export async function vencidosDaUnidade(db: Db, { unidadeId, inicio, fim, filtros }: ConsultaDoPainel, hoje: DataISO): Promise<PainelDeVencidos> {
  const { rows } = await sql<Linha>`
    SELECT t.tipo = 'RECEITA' AS receita,
      CASE WHEN t.proximo_vencimento >= ${hoje}::date OR t.proximo_vencimento IS NULL THEN NULL
        WHEN ${hoje}::date - t.proximo_vencimento <= 30 THEN '1-30' WHEN ${hoje}::date - t.proximo_vencimento <= 60 THEN '31-60'
        WHEN ${hoje}::date - t.proximo_vencimento <= 90 THEN '61-90' ELSE '90+' END AS faixa,
      count(*)::text AS quantidade, sum(t.valor_aberto)::text AS valor,
      count(*) FILTER (WHERE t.proximo_vencimento BETWEEN ${inicio}::date AND ${fim}::date)::text AS "quantidadeNoPeriodo",
      coalesce(sum(t.valor_aberto) FILTER (WHERE t.proximo_vencimento BETWEEN ${inicio}::date AND ${fim}::date), 0)::text AS "valorNoPeriodo"
    FROM titulo AS t
    WHERE t.unidade_id = ${unidadeId} AND t.tipo IN ('RECEITA', 'DESPESA') AND t.situacao IN ('ABERTO', 'PARCIAL') ${dosFiltros(filtros)}
    GROUP BY 1, 2`.execute(db);
  return { hoje, receber: doLado(rows.filter((r) => r.receita)), pagar: doLado(rows.filter((r) => !r.receita)) };
}
