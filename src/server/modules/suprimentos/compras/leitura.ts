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
  /** The item's unit of measure: whether it takes decimals, and its symbol for the refusal. */
  fracionavel: boolean;
  sigla: string;
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
  const linhas = await sql<{ id: number; itemId: number; quantidade: string; recebida: string; unitario: string; fracionavel: boolean; sigla: string }>`
    SELECT l.id, l.item_id AS "itemId", l.quantidade::text, l.quantidade_recebida::text AS recebida, round(l.valor_unitario, 2)::text AS unitario, u.fracionavel, u.sigla
    FROM suprimento_compra_item AS l JOIN suprimento_item AS i ON i.id = l.item_id JOIN suprimento_unidade_medida AS u ON u.id = i.unidade_medida_id
    WHERE l.compra_id = ${id} ORDER BY l.ordem, l.id`.execute(trx);
  return {
    ...c,
    linhas: linhas.rows.map((l) => ({
      id: l.id,
      itemId: l.itemId,
      quantidade: milesimosDoDecimal(l.quantidade) ?? 0,
      recebida: milesimosDoDecimal(l.recebida) ?? 0,
      unitarioCentavos: centavosDoDecimal(l.unitario) ?? 0,
      fracionavel: l.fracionavel,
      sigla: l.sigla,
    })),
  };
}
