import { sql } from 'kysely';
import { hojeNoModelo } from '../../../../../shared/format/dates.ts';
import { HttpError } from '../../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../../resources/ganchos.ts';
import { recusarCancelamentoFechado } from '../../fechamento/competencia.ts';

// Desagrupar, the estorno of a grouping: allowed while its tax payable has no active baixa; the
// título is cancelled (kept, with the reason), its retenções open again, and the grouping stays
// in the list, undone, with the date and the reason.

export const MENSAGEM_TITULO_COM_BAIXA = 'O título do imposto tem baixa: estorne as baixas antes de desagrupar.';
export const MENSAGEM_DESAGRUPADO = 'Agrupamento desfeito: o título do imposto foi cancelado e as retenções voltaram a ficar em aberto.';
export const MOTIVO_DO_CANCELAMENTO = 'Agrupamento de impostos desfeito';


export const desagrupar: AcaoDoGancho = async (ctx, id, entrada) => {
  const { rows } = await sql<{ titulo_id: number }>`SELECT titulo_id FROM agrupamento_imposto WHERE id = ${id} AND situacao = 'ATIVO' FOR UPDATE`.execute(ctx.trx);
  const tituloId = rows[0]?.titulo_id;
  if (tituloId === undefined) throw new HttpError(409, 'O agrupamento já foi desfeito.');
  await sql`SELECT id FROM titulo WHERE id = ${tituloId} FOR UPDATE`.execute(ctx.trx);
  await recusarCancelamentoFechado(ctx.trx, tituloId);
  const baixas = await sql<{ n: number }>`SELECT count(*)::int AS n FROM baixa WHERE titulo_id = ${tituloId} AND estornada_em IS NULL`.execute(ctx.trx);
  if ((baixas.rows[0]?.n ?? 0) > 0) throw new HttpError(422, MENSAGEM_TITULO_COM_BAIXA);
  const motivo = entrada.motivo ?? null;
  const motivoDoTitulo = motivo === null ? MOTIVO_DO_CANCELAMENTO : `${MOTIVO_DO_CANCELAMENTO}: ${motivo}`;
  await sql`UPDATE titulo SET situacao = 'CANCELADO', motivo_cancelamento = ${motivoDoTitulo}, cancelado_em = ${hojeNoModelo()}::date,
    valor_aberto = 0, proximo_vencimento = NULL, atualizado_em = now() WHERE id = ${tituloId}`.execute(ctx.trx);
  await sql`UPDATE retencao SET situacao = 'ABERTA', agrupamento_id = NULL, atualizado_em = now() WHERE agrupamento_id = ${id}`.execute(ctx.trx);
  await sql`UPDATE agrupamento_imposto SET situacao = 'DESFEITO', desfeito_em = ${hojeNoModelo()}::date, motivo = ${motivo}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  return { mensagem: MENSAGEM_DESAGRUPADO };
};
