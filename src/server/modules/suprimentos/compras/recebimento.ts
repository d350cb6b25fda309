import { sql } from 'kysely';
import { decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../../shared/suprimentos/mensagens.ts';
import { errosDeFormulario, HttpError } from '../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { texto } from '../../financeiro/valores.ts';
import { decimalDosMilesimos } from '../quantidades.ts';
import { lancar } from '../razao.ts';
import { lerCompra } from './leitura.ts';
import { linhasDoRecebimento } from './linhasDoRecebimento.ts';
import { criarTituloDaCompra } from './titulo.ts';
import { valorEmCentavos } from './valores.ts';

// A receipt (the action receber, its form's date and the quantity of each pending line, judged
// by linhasDoRecebimento): each line received enters the stock at its unit value (a ledger entry
// COMPRA), and the receipt's value becomes one payable título. Lines still short leave the
// purchase partly received (8 of 10); the last receipt completes it.

export const MENSAGEM_RECEBIDA = 'Recebimento registrado: a compra está recebida.';
export const MENSAGEM_PARCIAL = 'Recebimento registrado: a compra está parcialmente recebida.';

export const receberCompra: AcaoDoGancho = async (ctx, id, { dados = {} }) => {
  const c = await lerCompra(ctx.trx, id, ctx.sessao.unidadeId);
  if (c.situacao !== 'PEDIDO' && c.situacao !== 'PARCIALMENTE_RECEBIDA') throw new HttpError(409, M.compraNaoPedida);
  const data = texto(dados['data'])?.slice(0, 10) ?? hojeNoModelo();
  if (data > hojeNoModelo()) throw errosDeFormulario([{ field: 'data', message: M.recebimentoNoFuturo }]);
  const recebimentos = linhasDoRecebimento(c, dados['linhas']);
  let centavos = 0;
  for (const { linha, quantidade, campo } of recebimentos) {
    const valor = valorEmCentavos(quantidade, linha.unitarioCentavos);
    const r = await lancar(ctx.trx, { data, tipo: 'COMPRA', itemId: linha.itemId, localId: c.localId, quantidade, valorCentavos: valor, usuarioId: ctx.sessao.usuarioId, compraId: id });
    if ('erro' in r) throw errosDeFormulario([{ field: campo, message: r.erro }]);
    await sql`UPDATE suprimento_compra_item SET quantidade_recebida = quantidade_recebida + ${decimalDosMilesimos(quantidade)}::numeric WHERE id = ${linha.id}`.execute(ctx.trx);
    linha.recebida += quantidade;
    centavos += valor;
  }
  const tituloId = centavos > 0 ? await criarTituloDaCompra(ctx, c, data, centavos) : null;
  await sql`INSERT INTO suprimento_recebimento (compra_id, data, valor, titulo_id, usuario_id)
    VALUES (${id}, ${data}::date, ${decimalDosCentavos(centavos)}::numeric, ${tituloId}, ${ctx.sessao.usuarioId})`.execute(ctx.trx);
  const completa = c.linhas.every((l) => l.recebida >= l.quantidade);
  await sql`UPDATE suprimento_compra SET situacao = ${completa ? 'RECEBIDA' : 'PARCIALMENTE_RECEBIDA'}, valor_recebido = valor_recebido + ${decimalDosCentavos(centavos)}::numeric,
    atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  return { mensagem: completa ? MENSAGEM_RECEBIDA : MENSAGEM_PARCIAL };
};
