import { sql } from 'kysely';
import { MENSAGENS_DAS_DOACOES as M } from '../../../shared/doacao/mensagens.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import { HttpError } from '../../http/erros.ts';
import type { ContextoDoGancho } from '../../resources/ganchos.ts';
import { emitirLote } from '../financeiro/recibos/emissao.ts';
import type { DoacaoGravada } from './leitura.ts';

// A received gift's receipt: the finance core's, issued for its baixa in a batch of one, and linked
// to the gift. Issued once: a gift that has one answers it.

/** The receipt just issued with its number, or the one the gift already had. */
export type ReciboDaDoacao = { id: number; novo: true; numero: number } | { id: number; novo: false };

export async function emitirReciboDaDoacao(ctx: ContextoDoGancho, d: Pick<DoacaoGravada, 'id' | 'unidadeId' | 'situacao' | 'baixaId' | 'reciboId'>): Promise<ReciboDaDoacao> {
  if (d.situacao !== 'RECEBIDA' || d.baixaId === null) throw new HttpError(409, M.soPendente);
  if (d.reciboId !== null) return { id: d.reciboId, novo: false };
  const { rows } = await sql<{ id: number }>`INSERT INTO recibo_lote (unidade_id, usuario_id) VALUES (${d.unidadeId}, ${ctx.sessao.usuarioId}) RETURNING id`.execute(ctx.trx);
  const loteId = rows[0]!.id;
  await sql`INSERT INTO recibo_lote_baixa (lote_id, baixa_id) VALUES (${loteId}, ${d.baixaId})`.execute(ctx.trx);
  await emitirLote(ctx.trx, loteId, hojeNoModelo());
  const emitido = await sql<{ id: number; numero: string }>`
    SELECT id, numero::text AS numero FROM recibo WHERE origem_tipo = 'BAIXA' AND origem_id = ${d.baixaId} AND situacao = 'EMITIDO'`.execute(ctx.trx);
  const r = emitido.rows[0];
  if (r === undefined) throw new HttpError(409, M.soPendente);
  await sql`UPDATE doacao SET recibo_id = ${r.id}, atualizado_em = now() WHERE id = ${d.id}`.execute(ctx.trx);
  return { id: r.id, numero: Number(r.numero), novo: true };
}
