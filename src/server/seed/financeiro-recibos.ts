import { sql } from 'kysely';
import { somarMeses } from '../../shared/calendario/index.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import type { Db } from '../db/database.ts';
import { emitirLote } from '../modules/financeiro/recibos/emissao.ts';

// The receipts of the demo's received receitas (financeiro-titulos.ts): each unit's officer issued
// one batch a month, on the 5th, for what came in the month before; the current and the last
// month's payments are still without a receipt, so the Recibos page has rows to select. Set-based:
// one batch is two statements and the issue's own.

/** Issues, for each unit, the monthly batches of the payments received before last month. */
export async function semearRecibos(db: Db, unidades: readonly number[], usuarioId: number): Promise<void> {
  const hoje = hojeNoModelo();
  const esteMes = `${hoje.slice(0, 7)}-01`;
  for (let meses = 12; meses >= 2; meses--) {
    const inicio = somarMeses(esteMes, -meses);
    const fim = somarMeses(esteMes, -meses + 1);
    const emissao = `${fim.slice(0, 7)}-05`;
    for (const unidade of unidades) {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO recibo_lote (unidade_id, usuario_id, criado_em) VALUES (${unidade}, ${usuarioId}, ${emissao}::date + time '10:00') RETURNING id`.execute(db);
      const loteId = rows[0]!.id;
      await sql`INSERT INTO recibo_lote_baixa (lote_id, baixa_id)
        SELECT ${loteId}, id FROM vw_recibo_pendente WHERE unidade_id = ${unidade} AND data >= ${inicio}::date AND data < ${fim}::date`.execute(db);
      if ((await emitirLote(db, loteId, emissao)) === 0) await sql`DELETE FROM recibo_lote WHERE id = ${loteId}`.execute(db);
    }
  }
}
