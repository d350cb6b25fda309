import { sql } from 'kysely';
import { somarDias } from '../../../../../shared/calendario/data.ts';
import { centavosDoDecimal } from '../../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../../db/database.ts';
import { saldoNoInicioDe, type ContaDoMovimento } from '../../movimento/contas.ts';

// The two balances the officer compares: the bank's (from the account's imported statements) and
// the books' (opening balance and every movement, the statement's own sums), at the same date.

/** The bank's balance at the end of the account's last imported statement, and that date. */
export async function ultimoSaldoDoBanco(db: Db, contaId: number): Promise<{ centavos: number; em: string } | null> {
  const { rows } = await sql<{ saldo: string; fim: string }>`
    SELECT saldo_final::text AS saldo, to_char(fim, 'YYYY-MM-DD') AS fim FROM extrato_importacao
    WHERE conta_id = ${contaId} AND ativo AND saldo_final IS NOT NULL AND fim IS NOT NULL ORDER BY fim DESC, id DESC LIMIT 1`.execute(db);
  const r = rows[0];
  return r === undefined ? null : { centavos: centavosDoDecimal(r.saldo) ?? 0, em: r.fim };
}

/** The bank's balance at the end of `ate`: the last statement's closing balance less its lines after `ate`. */
export async function saldoDoBancoEm(db: Db, contaId: number, ate: string): Promise<number | null> {
  const ultimo = await ultimoSaldoDoBanco(db, contaId);
  if (ultimo === null) return null;
  const { rows } = await sql<{ soma: string }>`
    SELECT coalesce(sum(valor), 0)::text AS soma FROM extrato_linha
    WHERE conta_id = ${contaId} AND ativo AND data > ${ate}::date AND data <= ${ultimo.em}::date`.execute(db);
  const depois = centavosDoDecimal(rows[0]?.soma ?? '0') ?? 0;
  // Lines before `ate` and after the last statement's end do not exist in a bank's statement.
  return ultimo.em >= ate ? ultimo.centavos - depois : ultimo.centavos;
}

/** The books' balance at the end of `ate`. */
export const saldoDoSistemaEm = (db: Db, conta: ContaDoMovimento, ate: string): Promise<number> => saldoNoInicioDe(db, [conta], somarDias(ate, 1));
