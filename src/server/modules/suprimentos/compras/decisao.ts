import { sql } from 'kysely';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../../shared/suprimentos/mensagens.ts';
import { errosDeFormulario, HttpError } from '../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { lerCompra } from './leitura.ts';

// Approving or rejecting a purchase, and ordering it from its supplier once approved (the engine
// has already checked the tag and the state; these check it again under the row's lock).

export const MENSAGEM_PEDIDO_EMITIDO = 'Pedido de compra emitido.';

export const aprovarCompra: AcaoDoGancho = async (ctx, id) => {
  const c = await lerCompra(ctx.trx, id, ctx.sessao.unidadeId);
  if (c.situacao !== 'SOLICITADA') throw new HttpError(409, M.compraNaoAguarda);
  await sql`UPDATE suprimento_compra SET situacao = 'APROVADA', atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
};

export const rejeitarCompra: AcaoDoGancho = async (ctx, id, { motivo }) => {
  const c = await lerCompra(ctx.trx, id, ctx.sessao.unidadeId);
  if (c.situacao !== 'SOLICITADA') throw new HttpError(409, M.compraNaoAguarda);
  await sql`UPDATE suprimento_compra SET situacao = 'REJEITADA', motivo_rejeicao = ${motivo ?? null}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
};

export const emitirPedido: AcaoDoGancho = async (ctx, id) => {
  const c = await lerCompra(ctx.trx, id, ctx.sessao.unidadeId);
  if (c.situacao !== 'APROVADA') throw new HttpError(409, M.compraNaoAprovada);
  const faltam = [
    ...(c.fornecedorId === null ? [{ field: 'fornecedor', message: M.compraSemFornecedor }] : []),
    ...(c.formaPagamentoId === null ? [{ field: 'formaPagamento', message: M.compraSemFormaDePagamento }] : []),
    ...(c.categoriaId === null ? [{ field: 'categoria', message: M.compraSemCategoria }] : []),
  ];
  if (faltam.length > 0) throw errosDeFormulario(faltam);
  await sql`UPDATE suprimento_compra SET situacao = 'PEDIDO', data_pedido = ${hojeNoModelo()}::date, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  return { mensagem: MENSAGEM_PEDIDO_EMITIDO };
};
