import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { naoEncontrado } from '../../../http/erros.ts';
import { milesimosDoDecimal } from '../quantidades.ts';

// A requisition as its actions need it, locked for the write and scoped to the session's unit.

export interface LinhaDaRequisicao {
  id: number;
  itemId: number;
  /** Thousandths: asked and already issued. */
  quantidade: number;
  atendida: number;
}

export interface RequisicaoTravada {
  id: number;
  situacao: string;
  localId: number;
  setorId: number;
  solicitanteId: number | null;
  linhas: LinhaDaRequisicao[];
}

export async function lerRequisicao(trx: Db, id: number, unidadeId: number | null): Promise<RequisicaoTravada> {
  const { rows } = await sql<Omit<RequisicaoTravada, 'linhas'>>`
    SELECT id, situacao, local_id AS "localId", setor_id AS "setorId", solicitante_id AS "solicitanteId"
    FROM suprimento_requisicao WHERE id = ${id} AND unidade_id = ${unidadeId} FOR UPDATE`.execute(trx);
  const r = rows[0];
  if (r === undefined) throw naoEncontrado();
  const linhas = await sql<{ id: number; itemId: number; quantidade: string; atendida: string }>`
    SELECT id, item_id AS "itemId", quantidade::text, quantidade_atendida::text AS atendida
    FROM suprimento_requisicao_item WHERE requisicao_id = ${id} ORDER BY ordem, id`.execute(trx);
  return {
    ...r,
    linhas: linhas.rows.map((l) => ({ id: l.id, itemId: l.itemId, quantidade: milesimosDoDecimal(l.quantidade) ?? 0, atendida: milesimosDoDecimal(l.atendida) ?? 0 })),
  };
}
