import { sql, type RawBuilder } from 'kysely';
import { modelToInstant } from '../../shared/format/dates.ts';
import type { CondicaoDoCampo, Escalar } from '../../shared/engine/types.ts';
import type { TipoSql } from './mapa-do-modelo.ts';

// A descriptor's condition ({field, op, value}) as SQL over one column, meaning what the one
// interpreter (shared/engine/condicao.ts) means on a record: a missing value reads as null,
// 'empty' is null or blank text, and an ordering against null is false. Values are bound
// parameters cast to the column's type; the column comes from a validated model.

type Sql = RawBuilder<unknown>;

const TIPO: Readonly<Record<TipoSql, Sql>> = {
  text: sql`text`,
  integer: sql`integer`,
  numeric: sql`numeric`,
  boolean: sql`boolean`,
  date: sql`date`,
  timestamptz: sql`timestamptz`,
  jsonb: sql`jsonb`,
};

const ORDEM = { gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` } as const;

/** A date-time of the model is São Paulo wall time: bound as the instant it names, whatever the session's time zone. */
function valor(v: Escalar, tipo: TipoSql): Sql {
  if (v === null) return sql`NULL`;
  const instante = tipo === 'timestamptz' && typeof v === 'string' ? modelToInstant(v) : null;
  return sql`CAST(${instante ?? v} AS ${TIPO[tipo]})`;
}

const igual = (coluna: Sql, v: Escalar, tipo: TipoSql): Sql => sql`${coluna} IS NOT DISTINCT FROM ${valor(v, tipo)}`;

function umDos(coluna: Sql, valores: readonly Escalar[], tipo: TipoSql): Sql {
  return valores.length === 0 ? sql`false` : sql`(${sql.join(valores.map((v) => igual(coluna, v, tipo)), sql` OR `)})`;
}

function vazio(coluna: Sql, tipo: TipoSql): Sql {
  if (tipo === 'text') return sql`(${coluna} IS NULL OR btrim(${coluna}) = '')`;
  if (tipo === 'jsonb') return sql`(${coluna} IS NULL OR ${coluna} = '[]'::jsonb)`;
  return sql`${coluna} IS NULL`;
}

export function condicaoSql(coluna: Sql, tipo: TipoSql, condicao: CondicaoDoCampo): Sql {
  switch (condicao.op) {
    case 'eq':
      return igual(coluna, condicao.value, tipo);
    case 'ne':
      return sql`NOT (${igual(coluna, condicao.value, tipo)})`;
    case 'in':
      return umDos(coluna, condicao.value, tipo);
    case 'notIn':
      return sql`NOT ${umDos(coluna, condicao.value, tipo)}`;
    case 'empty':
      return vazio(coluna, tipo);
    case 'notEmpty':
      return sql`NOT ${vazio(coluna, tipo)}`;
    default:
      // NULL compared is NULL, which a FILTER or WHERE takes as false.
      return sql`coalesce(${coluna} ${ORDEM[condicao.op]} ${valor(condicao.value, tipo)}, false)`;
  }
}
