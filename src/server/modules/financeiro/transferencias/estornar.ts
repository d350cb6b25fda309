import { sql } from 'kysely';
import { formatModel } from '../../../../shared/format/dates.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';

// Reverses a transfer from either unit's side: both records are marked, with who, why and the day
// the reversal is booked on (today in São Paulo), and the movements move the money back on that day.

export const MENSAGEM_TRANSFERENCIA_ESTORNADA = 'Transferência estornada.';

export const estornarTransferencia: AcaoDoGancho = async (ctx, id, entrada) => {
  const hoje = formatModel(new Date()).slice(0, 10);
  await sql`
    UPDATE transferencia SET estornado_em = now(), estornado_por = ${ctx.sessao.usuarioId}, estorno_motivo = ${entrada.motivo ?? null},
      data_estorno = ${hoje}::date, atualizado_em = now()
    WHERE id = (SELECT coalesce(origem_id, id) FROM transferencia WHERE id = ${id}) OR origem_id = (SELECT coalesce(origem_id, id) FROM transferencia WHERE id = ${id})`.execute(ctx.trx);
  return { mensagem: MENSAGEM_TRANSFERENCIA_ESTORNADA };
};
