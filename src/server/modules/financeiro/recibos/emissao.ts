import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

// Issues a batch's receipts in the caller's transaction: one per baixa the officer selected that is
// still received and not yet receipted (a baixa reversed since, or receipted by another batch,
// is skipped). The numbering row is locked first, so batches issued at once take turns and each
// batch's numbers follow one another without a gap; the unique index on the origin refuses a
// second receipt of the same baixa even so.

/** Issues what the batch holds, dated `hoje`; answers how many receipts came out. */
export async function emitirLote(trx: Db, loteId: number, hoje: string): Promise<number> {
  const { rows } = await sql<{ ultimo: string }>`SELECT ultimo::text AS ultimo FROM recibo_numeracao WHERE id = 1 FOR UPDATE`.execute(trx);
  const ultimo = rows[0]?.ultimo ?? '0';
  const emitidos = await sql<{ numero: string }>`
    INSERT INTO recibo (unidade_id, numero, lote_id, origem_tipo, origem_id, pessoa_id, pagador_nome, pagador_documento,
      data, data_pagamento, valor, descricao, forma)
    SELECT b.unidade_id, ${ultimo}::bigint + row_number() OVER (ORDER BY b.data, b.id), ${loteId}, 'BAIXA', b.id, t.pessoa_id, p.nome,
      coalesce(p.cpf, p.cnpj), ${hoje}::date, b.data, b.valor + b.juros + b.multa - b.desconto,
      t.descricao || CASE WHEN t.quantidade_parcelas > 1 THEN ', parcela ' || b.parcela || ' de ' || t.quantidade_parcelas ELSE '' END,
      b.forma
    FROM recibo_lote_baixa AS l
    JOIN recibo_lote AS lote ON lote.id = l.lote_id
    JOIN baixa AS b ON b.id = l.baixa_id AND b.unidade_id = lote.unidade_id
    JOIN titulo AS t ON t.id = b.titulo_id AND t.tipo = 'RECEITA'
    JOIN pessoa AS p ON p.id = t.pessoa_id
    WHERE l.lote_id = ${loteId} AND b.estornada_em IS NULL AND b.valor + b.juros + b.multa - b.desconto > 0
      AND NOT EXISTS (SELECT 1 FROM recibo AS r WHERE r.origem_tipo = 'BAIXA' AND r.origem_id = b.id AND r.situacao = 'EMITIDO')
    ORDER BY b.data, b.id
    RETURNING numero::text AS numero`.execute(trx);
  const quantidade = emitidos.rows.length;
  if (quantidade > 0) await sql`UPDATE recibo_numeracao SET ultimo = ${ultimo}::bigint + ${quantidade} WHERE id = 1`.execute(trx);
  await sql`UPDATE recibo_lote SET quantidade = ${quantidade}, emitido_em = now() WHERE id = ${loteId}`.execute(trx);
  return quantidade;
}
