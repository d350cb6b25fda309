import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

// The two sides of a transfer: the origin unit's record says where the money went, and, when the
// destination account is another unit's, that unit gets a record of its own saying where it came
// from, pointing at the first. The movements read only the first.

export const SENTIDO_NA_UNIDADE = 'Entre contas da unidade';

interface ContaComUnidade {
  descricao: string;
  unidadeId: number;
  unidade: string;
}

async function conta(trx: Db, id: number): Promise<ContaComUnidade | null> {
  const { rows } = await sql<ContaComUnidade>`
    SELECT c.descricao, c.unidade_id AS "unidadeId", u.nome AS unidade FROM conta AS c JOIN unidade AS u ON u.id = c.unidade_id WHERE c.id = ${id}`.execute(trx);
  return rows[0] ?? null;
}

/**
 * Names the saved transfer's side ("Saída para Banco (Unidade Norte)", or SENTIDO_NA_UNIDADE) and,
 * when the destination account is another unit's, writes that unit's side ("Entrada de Caixa (Sede)").
 */
export async function gravarLadoDoDestino(trx: Db, id: number, unidadeDaOrigem: number): Promise<void> {
  const { rows } = await sql<{ contaOrigem: number; contaDestino: number }>`
    SELECT conta_origem_id AS "contaOrigem", conta_destino_id AS "contaDestino" FROM transferencia WHERE id = ${id}`.execute(trx);
  const lado = rows[0];
  if (lado === undefined) return;
  const [origem, destino] = [await conta(trx, lado.contaOrigem), await conta(trx, lado.contaDestino)];
  if (origem === null || destino === null || destino.unidadeId === unidadeDaOrigem) {
    await sql`UPDATE transferencia SET sentido = ${SENTIDO_NA_UNIDADE} WHERE id = ${id}`.execute(trx);
    return;
  }
  await sql`UPDATE transferencia SET sentido = ${`Saída para ${destino.descricao} (${destino.unidade})`} WHERE id = ${id}`.execute(trx);
  await sql`
    INSERT INTO transferencia (unidade_id, origem_id, data, conta_origem_id, conta_destino_id, valor, descricao, sentido)
    SELECT ${destino.unidadeId}, id, data, conta_origem_id, conta_destino_id, valor, descricao, ${`Entrada de ${origem.descricao} (${origem.unidade})`}
    FROM transferencia WHERE id = ${id}`.execute(trx);
}
