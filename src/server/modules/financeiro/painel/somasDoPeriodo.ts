import { sql, type RawBuilder } from 'kysely';
import type { ConsultaDoPainel } from './consulta.ts';
import { partesDoPeriodo, type Intervalo } from './partesDoPeriodo.ts';

// The realised sums of a period with the query's filters, as rows (data, receita, categoria_id,
// centro_custo_id, pessoa_id, valor) for the dashboards to group: the whole months from the
// monthly sums (realizado_mensal, data its first day, no person) and the days at the edges from
// the daily ones (realizado_diario); with the person, all from the daily ones. Each part is an
// index-only scan of its table's key.

/** Both sides (null: the index's second column still a condition), or one. */
const doLado = (receita: boolean | null): RawBuilder<unknown> => (receita === null ? sql`r.receita IN (true, false)` : sql`r.receita = ${receita}`);

function filtros(c: ConsultaDoPainel): RawBuilder<unknown>[] {
  const { conta, centroCusto, categoria } = c.filtros;
  return [
    ...(conta === null ? [] : [sql`r.conta_id = ${conta}`]),
    ...(centroCusto === null ? [] : [sql`r.centro_custo_id = ${centroCusto}`]),
    ...(categoria === null ? [] : [sql`r.categoria_id = ${categoria}`]),
  ];
}

const onde = (c: ConsultaDoPainel, receita: boolean | null, data: RawBuilder<unknown>, { inicio, fim }: Intervalo): RawBuilder<unknown> =>
  sql.join([sql`r.unidade_id = ${c.unidadeId}`, doLado(receita), sql`${data} BETWEEN ${inicio}::date AND ${fim}::date`, ...filtros(c)], sql` AND `);

const dosDias = (c: ConsultaDoPainel, receita: boolean | null, dias: Intervalo): RawBuilder<unknown> =>
  sql`SELECT r.data, r.receita, r.categoria_id, r.centro_custo_id, r.pessoa_id, r.valor FROM realizado_diario AS r WHERE ${onde(c, receita, sql`r.data`, dias)}`;

const dosMeses = (c: ConsultaDoPainel, receita: boolean | null, meses: Intervalo): RawBuilder<unknown> =>
  sql`SELECT r.mes AS data, r.receita, r.categoria_id, r.centro_custo_id, NULL::integer AS pessoa_id, r.valor FROM realizado_mensal AS r WHERE ${onde(c, receita, sql`r.mes`, meses)}`;

export function somasDoPeriodo(c: ConsultaDoPainel, receita: boolean | null, comPessoa: boolean): RawBuilder<unknown> {
  if (comPessoa) return dosDias(c, receita, { inicio: c.inicio, fim: c.fim });
  const partes = partesDoPeriodo(c.inicio, c.fim);
  return sql.join(
    [
      ...(partes.inicio === null ? [] : [dosDias(c, receita, partes.inicio)]),
      ...(partes.meses === null ? [] : [dosMeses(c, receita, partes.meses)]),
      ...(partes.fim === null ? [] : [dosDias(c, receita, partes.fim)]),
    ],
    sql` UNION ALL `,
  );
}
