import { sql } from 'kysely';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import type { PedidoDeRemanejamento, RubricaDoRemanejamento } from '../../../../shared/projetos/remanejamento.ts';
import type { Db } from '../../../db/database.ts';

// The two rubricas of a reallocation as its rule reads them, locked for the transaction (so a
// despesa saved at once cannot take the balance the request counts on): budget, what their
// despesas executed, what their months plan, and what the source month plans.

export interface Movimento {
  projetoId: number;
  rubricaOrigemId: number;
  rubricaDestinoId: number;
  /** YYYY-MM-DD, the first day of the month; null for the rubrica as a whole. */
  competenciaOrigem: string | null;
  competenciaDestino: string | null;
  valorCentavos: number;
}

const centavos = (texto: string | null): number => (texto === null ? 0 : (centavosDoDecimal(texto) ?? 0));

async function rubrica(trx: Db, id: number): Promise<RubricaDoRemanejamento | null> {
  const { rows } = await sql<{ id: number; projeto_id: number; rotulo: string; orcado: string; executado: string; previsto: string }>`
    SELECT r.id, r.projeto_id, r.codigo || ' - ' || r.descricao AS rotulo, r.valor_total::text AS orcado,
      (SELECT coalesce(sum(t.valor), 0) FROM titulo AS t WHERE t.rubrica_id = r.id AND t.tipo = 'DESPESA' AND t.situacao <> 'CANCELADO')::text AS executado,
      (SELECT coalesce(sum(p.valor), 0) FROM projeto_previsao AS p WHERE p.rubrica_id = r.id)::text AS previsto
    FROM projeto_rubrica AS r WHERE r.id = ${id}`.execute(trx);
  const r = rows[0];
  return r === undefined
    ? null
    : { id: r.id, projetoId: r.projeto_id, rotulo: r.rotulo, orcadoCentavos: centavos(r.orcado), executadoCentavos: centavos(r.executado), previstoCentavos: centavos(r.previsto) };
}

async function previstoNoMes(trx: Db, rubricaId: number, competencia: string | null): Promise<number | null> {
  if (competencia === null) return null;
  const { rows } = await sql<{ valor: string | null }>`
    SELECT sum(valor)::text AS valor FROM projeto_previsao WHERE rubrica_id = ${rubricaId} AND competencia = ${competencia}::date`.execute(trx);
  return centavos(rows[0]?.valor ?? null);
}

/** The request as its rule reads it; null when a rubrica does not exist. */
export async function lerPedido(trx: Db, m: Movimento): Promise<PedidoDeRemanejamento | null> {
  // Both locked at once, in the order of their ids, so two requests between them never deadlock.
  await sql`SELECT id FROM projeto_rubrica WHERE id IN (${m.rubricaOrigemId}, ${m.rubricaDestinoId}) ORDER BY id FOR UPDATE`.execute(trx);
  const [origem, destino] = [await rubrica(trx, m.rubricaOrigemId), await rubrica(trx, m.rubricaDestinoId)];
  if (origem === null || destino === null) return null;
  return {
    projetoId: m.projetoId,
    origem,
    destino,
    mesOrigem: m.competenciaOrigem?.slice(0, 7) ?? null,
    mesDestino: m.competenciaDestino?.slice(0, 7) ?? null,
    previstoNoMesCentavos: await previstoNoMes(trx, m.rubricaOrigemId, m.competenciaOrigem),
    valorCentavos: m.valorCentavos,
  };
}
