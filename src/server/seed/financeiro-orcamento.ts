import { sql } from 'kysely';
import { dayjs, fusoHorario } from '../../shared/format/dayjs.ts';
import type { Db } from '../db/database.ts';

// The demo's budget plan, made from the demo's títulos so that planned vs realised means
// something on first start: for this year and the last, each category × cost centre the títulos
// use is planned at its monthly average (its year's total by competence, as the execution reads,
// over the months the demo covers, so a bill of every other month averages half) times a factor
// of its own: rent exactly, the payroll and most bills with room to spare, electricity and the
// workshops' food short of what they cost (over budget), the revenue a little optimistic. The
// months vary around the average, so a line is over in some months and under in others. Last
// year's budget is closed. Runs after every seed that writes títulos.

const FATORES: readonly (readonly [codigo: string, fator: number])[] = [
  ['2.3.01', 1],
  ['2.1.01', 1.05],
  ['2.3.04', 0.9],
  ['2.4.03', 0.85],
  ['1.1.01', 1.05],
  ['1.2.01', 1],
];
const FATOR_PADRAO = 1.1;

export async function semearOrcamento(db: Db, unidades: readonly number[]): Promise<void> {
  const ano = dayjs().tz(fusoHorario()).year();
  const fatores = JSON.stringify(FATORES.map(([codigo, fator]) => ({ codigo, fator })));
  await sql`INSERT INTO orcamento_linha (unidade_id, ano, categoria_id, centro_custo_id, meses)
    SELECT t.unidade_id, extract(year FROM t.competencia)::int, t.categoria_id, t.centro_custo_id,
      array_fill(round(sum(t.valor) / max(m.meses) * coalesce(max(f.fator), ${FATOR_PADRAO}), -1)::numeric(14,2), ARRAY[12])
    FROM titulo t JOIN categoria c ON c.id = t.categoria_id
    LEFT JOIN jsonb_to_recordset(${fatores}::jsonb) AS f(codigo text, fator numeric) ON f.codigo = c.codigo
    CROSS JOIN LATERAL (SELECT count(DISTINCT competencia) AS meses FROM titulo
      WHERE unidade_id = t.unidade_id AND date_trunc('year', competencia) = date_trunc('year', t.competencia)) m
    WHERE t.unidade_id = ANY(${[...unidades]}::int[]) AND t.situacao <> 'CANCELADO' AND t.centro_custo_id IS NOT NULL
      AND t.competencia >= make_date(${ano - 1}, 1, 1) AND t.competencia < make_date(${ano + 1}, 1, 1)
    GROUP BY t.unidade_id, extract(year FROM t.competencia), t.categoria_id, t.centro_custo_id`.execute(db);
  await sql`INSERT INTO orcamento_fechamento (unidade_id, ano, usuario_id, fechado_em)
    SELECT u.id, ${ano - 1}, (SELECT id FROM usuario WHERE login = 'admin'), make_timestamptz(${ano}, 1, 15, 10, 0, 0)
    FROM unidade u WHERE u.id = ANY(${[...unidades]}::int[])`.execute(db);
}
