import { sql } from 'kysely';
import { formatModel } from '../../../../shared/format/dates.ts';
import { HttpError } from '../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { recalcularTitulo } from './posicao.ts';

// The título's declared actions (screens/financeiro/receita.json, despesa.json), each in the
// action's transaction with the título already locked and found in the session's unit and in
// the state its disponivelSe asks. A baixa is never deleted: estornar marks it, with its date
// and reason; cancelar keeps the título, marked.

export const MENSAGEM_SEM_BAIXA = 'O título não tem baixa a estornar.';
export const MENSAGEM_CANCELAR_PAGO = 'Um título com baixa não é cancelado: estorne as baixas antes.';
export const MENSAGEM_BAIXADO = 'Saldo do título baixado.';
export const MENSAGEM_ESTORNADO = 'Última baixa estornada.';
export const MENSAGEM_CANCELADO = 'Título cancelado.';

/** Today in São Paulo, the day the institution's books are kept in. */
const hoje = (): string => formatModel(new Date()).slice(0, 10);

/** Pays what is open of each installment, today, into the título's account (a transfer). */
export const baixar: AcaoDoGancho = async (ctx, id) => {
  await sql`
    INSERT INTO baixa (titulo_id, unidade_id, ordem, parcela, data, conta_id, forma, valor)
    SELECT p.titulo_id, p.unidade_id, coalesce((SELECT max(ordem) + 1 FROM baixa WHERE titulo_id = ${id}), 0) + p.numero, p.numero, ${hoje()}::date,
      t.conta_id, 'TRANSFERENCIA', p.valor - coalesce(pago.valor, 0)
    FROM parcela AS p
    JOIN titulo AS t ON t.id = p.titulo_id
    LEFT JOIN LATERAL (SELECT sum(b.valor) AS valor FROM baixa AS b WHERE b.titulo_id = p.titulo_id AND b.parcela = p.numero AND b.estornada_em IS NULL) AS pago ON true
    WHERE p.titulo_id = ${id} AND p.valor > coalesce(pago.valor, 0)`.execute(ctx.trx);
  await recalcularTitulo(ctx.trx, id);
  return { mensagem: MENSAGEM_BAIXADO };
};

/** Reverses the título's last active baixa; again, the one before. */
export const estornar: AcaoDoGancho = async (ctx, id, entrada) => {
  const { rows } = await sql<{ id: number }>`
    UPDATE baixa SET estornada_em = ${hoje()}::date, motivo_estorno = ${entrada.motivo ?? null}, atualizado_em = now()
    WHERE id = (SELECT id FROM baixa WHERE titulo_id = ${id} AND estornada_em IS NULL ORDER BY data DESC, id DESC LIMIT 1)
    RETURNING id`.execute(ctx.trx);
  if (rows.length === 0) throw new HttpError(409, MENSAGEM_SEM_BAIXA);
  await recalcularTitulo(ctx.trx, id);
  return { mensagem: MENSAGEM_ESTORNADO };
};

/** Cancels an unpaid título: it stays, with the reason, and nothing of it is open any more. */
export const cancelar: AcaoDoGancho = async (ctx, id, entrada) => {
  const ativas = await sql<{ n: number }>`SELECT count(*)::int AS n FROM baixa WHERE titulo_id = ${id} AND estornada_em IS NULL`.execute(ctx.trx);
  if ((ativas.rows[0]?.n ?? 0) > 0) throw new HttpError(409, MENSAGEM_CANCELAR_PAGO);
  await sql`UPDATE titulo SET situacao = 'CANCELADO', motivo_cancelamento = ${entrada.motivo ?? null}, cancelado_em = ${hoje()}::date,
    valor_aberto = 0, proximo_vencimento = NULL, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  return { mensagem: MENSAGEM_CANCELADO };
};
