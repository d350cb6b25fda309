import { sql } from 'kysely';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../db/database.ts';
import { naoEncontrado } from '../../../http/erros.ts';
import { milesimosDoDecimal } from '../quantidades.ts';

// A purchase as its actions need it, locked for the write and scoped to the session's unit.

export interface LinhaDaCompra {
  id: number;
  itemId: number;
  /** Thousandths. */
  quantidade: number;
  recebida: number;
  unitarioCentavos: number;
}

export interface CompraTravada {
  id: number;
  unidadeId: number;
  situacao: string;
  fornecedorId: number | null;
  formaPagamentoId: number | null;
  localId: number;
  categoriaId: number | null;
  contaId: number | null;
  solicitanteId: number | null;
  linhas: LinhaDaCompra[];
}

export async function lerCompra(trx: Db, id: number, unidadeId: number | null): Promise<CompraTravada> {
  const { rows } = await sql<Omit<CompraTravada, 'linhas'>>`
    SELECT id, unidade_id AS "unidadeId", situacao, fornecedor_id AS "fornecedorId", forma_pagamento_id AS "formaPagamentoId", local_id AS "localId",
      categoria_id AS "categoriaId", conta_id AS "contaId", solicitante_id AS "solicitanteId"
    FROM suprimento_compra WHERE id = ${id} AND unidade_id = ${unidadeId} FOR UPDATE`.execute(trx);
  const c = rows[0];
  if (c === undefined) throw naoEncontrado();
  const linhas = await sql<{ id: number; itemId: number; quantidade: string; recebida: string; unitario: string }>`
    SELECT id, item_id AS "itemId", quantidade::text, quantidade_recebida::text AS recebida, round(valor_unitario, 2)::text AS unitario
    FROM suprimento_compra_item WHERE compra_id = ${id} ORDER BY ordem, id`.execute(trx);
  return {
    ...c,
    linhas: linhas.rows.map((l) => ({
      id: l.id,
      itemId: l.itemId,
      quantidade: milesimosDoDecimal(l.quantidade) ?? 0,
      recebida: milesimosDoDecimal(l.recebida) ?? 0,
      unitarioCentavos: centavosDoDecimal(l.unitario) ?? 0,
    })),
  };
}
