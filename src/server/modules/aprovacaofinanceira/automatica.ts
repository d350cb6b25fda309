import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// A payable born already paid (the one a bank statement line creates: the bank has moved the
// money) is not weighed by the tiers: it keeps its approved state, and its history says why, in
// a row of whoever created it that no approval count or monthly limit reads.

export async function registrarAprovacaoAutomatica(trx: Db, tituloId: number, usuarioId: number, motivo: string): Promise<void> {
  await sql`INSERT INTO aprovacao_decisao (titulo_id, unidade_id, usuario_id, decisao, motivo, valor)
    SELECT id, unidade_id, ${usuarioId}, 'AUTOMATICO', ${motivo}, valor FROM titulo WHERE id = ${tituloId} AND tipo = 'DESPESA'`.execute(trx);
}
