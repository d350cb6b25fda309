import { sql } from 'kysely';
import { decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { formatarQuantidade } from '../../../../shared/suprimentos/custo-medio.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../../shared/suprimentos/mensagens.ts';
import { errosDeFormulario, HttpError } from '../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { idDe, texto } from '../../financeiro/valores.ts';
import { decimalDosMilesimos } from '../quantidades.ts';
import { lancar } from '../razao.ts';
import { milesimosDe } from '../valores.ts';
import { lerCompra, type CompraTravada, type LinhaDaCompra } from './leitura.ts';
import { criarTituloDaCompra } from './titulo.ts';
import { valorEmCentavos } from './valores.ts';

// A receipt (the action receber, its form's date and, for part of one line, the item and the
// quantity): each line received enters the stock at its unit value (a ledger entry COMPRA), and
// the receipt's value becomes one payable título. Lines still short leave the purchase partly
// received (8 of 10); the last receipt completes it.

export const MENSAGEM_RECEBIDA = 'Recebimento registrado: a compra está recebida.';
export const MENSAGEM_PARCIAL = 'Recebimento registrado: a compra está parcialmente recebida.';

type Recebimento = { linha: LinhaDaCompra; quantidade: number };

function escolher(c: CompraTravada, itemId: number | null, quantidade: number | null): Recebimento[] {
  const pendentes = c.linhas.filter((l) => l.recebida < l.quantidade);
  if (itemId === null) {
    if (quantidade !== null) throw errosDeFormulario([{ field: 'item', message: M.recebimentoSemItem }]);
    return pendentes.map((linha) => ({ linha, quantidade: linha.quantidade - linha.recebida }));
  }
  const linha = pendentes.find((l) => l.itemId === itemId);
  if (linha === undefined) throw errosDeFormulario([{ field: 'item', message: M.itemForaDaCompra }]);
  const falta = linha.quantidade - linha.recebida;
  if (quantidade !== null && quantidade > falta) {
    throw errosDeFormulario([{ field: 'quantidade', message: interpolar(M.recebimentoAcimaDoPedido, { falta: formatarQuantidade(falta) }) }]);
  }
  return [{ linha, quantidade: quantidade ?? falta }];
}

export const receberCompra: AcaoDoGancho = async (ctx, id, { dados = {} }) => {
  const c = await lerCompra(ctx.trx, id, ctx.sessao.unidadeId);
  if (c.situacao !== 'PEDIDO' && c.situacao !== 'PARCIALMENTE_RECEBIDA') throw new HttpError(409, M.compraNaoPedida);
  const data = texto(dados['data'])?.slice(0, 10) ?? hojeNoModelo();
  if (data > hojeNoModelo()) throw errosDeFormulario([{ field: 'data', message: M.recebimentoNoFuturo }]);
  const recebimentos = escolher(c, idDe(dados['item']), milesimosDe(dados['quantidade']));
  let centavos = 0;
  for (const { linha, quantidade } of recebimentos) {
    const valor = valorEmCentavos(quantidade, linha.unitarioCentavos);
    const r = await lancar(ctx.trx, { data, tipo: 'COMPRA', itemId: linha.itemId, localId: c.localId, quantidade, valorCentavos: valor, usuarioId: ctx.sessao.usuarioId, compraId: id });
    if ('erro' in r) throw errosDeFormulario([{ field: 'quantidade', message: r.erro }]);
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
