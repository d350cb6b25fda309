import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';

// The accounts a statement or a cash flow reads, of the session's unit, and the balance of each
// at the start of a day: its opening balance (saldoInicial at dataSaldoInicial) plus every
// movement from that date until the day before. Movements dated before the opening date are
// already in the opening balance and are not the account's own.

export interface ContaDoMovimento {
  id: number;
  descricao: string;
  saldoInicialCentavos: number;
  dataSaldoInicial: DataISO;
}

interface Linha {
  id: number;
  descricao: string;
  saldo: string;
  desde: DataISO;
}

/** The unit's accounts (one, when `contaId` is given; none when it is another unit's). */
export async function contasDaUnidade(db: Db, unidadeId: number, contaId: number | null): Promise<ContaDoMovimento[]> {
  const umaSo = contaId === null ? sql`` : sql`AND id = ${contaId}`;
  const { rows } = await sql<Linha>`
    SELECT id, descricao, saldo_inicial::text AS saldo, to_char(data_saldo_inicial, 'YYYY-MM-DD') AS desde
    FROM conta WHERE unidade_id = ${unidadeId} ${umaSo} ORDER BY descricao, id`.execute(db);
  return rows.map((r) => ({ id: r.id, descricao: r.descricao, saldoInicialCentavos: centavosDoDecimal(r.saldo) ?? 0, dataSaldoInicial: r.desde }));
}

/**
 * The sum of the accounts' balances at the start of `dia`, in cents: the baixas' movements from the
 * daily sums (migration 0030), the transfers' from the view.
 */
export async function saldoNoInicioDe(db: Db, contas: readonly ContaDoMovimento[], dia: DataISO): Promise<number> {
  const abertura = contas.reduce((soma, conta) => soma + conta.saldoInicialCentavos, 0);
  if (contas.length === 0) return abertura;
  const desde = sql.join(contas.map((c) => sql`(${c.id}::integer, ${c.dataSaldoInicial}::date)`));
  const { rows } = await sql<{ soma: string }>`
    WITH c (id, desde) AS (VALUES ${desde})
    SELECT (
      coalesce((SELECT sum(d.entradas + d.saidas) FROM movimento_diario_baixa AS d JOIN c ON c.id = d.conta_id
        WHERE d.data >= c.desde AND d.data < ${dia}::date), 0)
      + coalesce((SELECT sum(m.valor) FROM movimento_conta AS m JOIN c ON c.id = m.conta_id
        WHERE m.transferencia_id IS NOT NULL AND m.data >= c.desde AND m.data < ${dia}::date), 0)
    )::text AS soma`.execute(db);
  return abertura + (centavosDoDecimal(rows[0]?.soma ?? '0') ?? 0);
}
