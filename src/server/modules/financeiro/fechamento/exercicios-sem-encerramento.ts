import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import type { Db } from '../../../db/database.ts';

// The year-end closing (encerramento) is each unit's; the lock date is the institution's, and once
// it covers 31/12 of a year no unit can close that year any more. So moving the lock over a 31/12
// is refused while a unit with entries in that year has not closed it: each year, the units
// missing, by name. The years from the daily sums (saldo_contabil_diario), each unit's closing
// entry looked up by lancamento_contabil_data (unit, date), a few pairs.

export const MENSAGEM_EXERCICIO_SEM_ENCERRAMENTO =
  'Encerre o exercício de {ano} em todas as unidades antes de fechar o período até 31/12/{ano}: falta {unidades}.';

/** The 31/12 the move from `atual` (null: no lock) to `nova` passes over, as the last of them; null when none. */
function ultimoFimDeAno(atual: string | null, nova: string): string | null {
  const ano = nova.slice(5) === '12-31' ? Number(nova.slice(0, 4)) : Number(nova.slice(0, 4)) - 1;
  const fim = `${String(ano).padStart(4, '0')}-12-31`;
  return atual !== null && fim <= atual ? null : fim;
}

export async function exerciciosSemEncerramento(trx: Db, atual: string | null, nova: string): Promise<FieldError[]> {
  const fim = ultimoFimDeAno(atual, nova);
  if (fim === null) return [];
  const { rows } = await sql<{ ano: number; unidades: string }>`
    WITH anos AS (
      SELECT DISTINCT s.unidade_id, extract(year FROM s.data)::int AS ano FROM saldo_contabil_diario AS s
      WHERE s.data > coalesce(${atual}::date, '-infinity'::date) AND s.data <= ${fim}::date
    )
    SELECT a.ano, string_agg(u.nome, ', ' ORDER BY u.nome) AS unidades FROM anos AS a JOIN unidade AS u ON u.id = a.unidade_id
    LEFT JOIN LATERAL (SELECT true AS sim FROM lancamento_contabil AS e
      WHERE e.unidade_id = a.unidade_id AND e.data = make_date(a.ano, 12, 31) AND e.origem = 'ENCERRAMENTO' LIMIT 1) AS encerrado ON true
    WHERE encerrado.sim IS NULL
    GROUP BY a.ano ORDER BY a.ano`.execute(trx);
  return rows.map((r) => ({ field: 'data', message: interpolar(MENSAGEM_EXERCICIO_SEM_ENCERRAMENTO, { ano: r.ano, unidades: r.unidades }) }));
}
