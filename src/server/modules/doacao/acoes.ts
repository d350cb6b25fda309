import { sql } from 'kysely';
import { enderecoDoDoador } from '../../../shared/doacao/avisos.ts';
import { MENSAGENS_DAS_DOACOES as M } from '../../../shared/doacao/mensagens.ts';
import type { ConteudoMostrado } from '../../../shared/engine/conteudo-mostrado.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { numeroDoRecibo } from '../../../shared/financeiro/recibo.ts';
import { HttpError, naoEncontrado } from '../../http/erros.ts';
import type { AcaoDoGancho, ContextoDoGancho } from '../../resources/ganchos.ts';
import { contabilizar } from '../financeiro/contabilidade/contabilizar.ts';
import { baixar, cancelar, estornar as estornarBaixa } from '../financeiro/titulos/acoes.ts';
import { linkDoRecibo } from '../financeiro/recibos/links.ts';
import { idDe, texto } from '../financeiro/valores.ts';
import { enviarDepoisDoCommit, enviarReciboDaDoacao } from './avisos.ts';
import { registrarCobranca } from './cobranca.ts';
import { notificacoesDasDoacoes } from './configuracao.ts';
import { emitirReciboDaDoacao } from './emissao.ts';
import { lerDoacao, type DoacaoGravada } from './leitura.ts';
import { cobrarDoacao } from './provedores.ts';
import { svgDoQrCode } from './qrcode.ts';
import { registrarMovimento } from './movimento.ts';

// The gift's actions: receive (the baixa of its receivable), a failed charge of a monthly gift,
// the receipt (the finance core's), a PIX gift's code, the company's declaration and the reversal (estorno).

/** The finance core's payment method of a gift's method (a utility bill is paid as a boleto). */
const FORMA_DA_BAIXA: Readonly<Record<string, string>> = {
  PIX: 'PIX',
  BOLETO: 'BOLETO',
  CARTAO: 'CARTAO',
  DEBITO_AUTOMATICO: 'DEBITO_AUTOMATICO',
  CONTA_CONSUMO: 'BOLETO',
  DINHEIRO: 'DINHEIRO',
};

async function doacaoDa(ctx: ContextoDoGancho, id: number): Promise<DoacaoGravada> {
  const d = await lerDoacao(ctx.trx, id, ctx.sessao.unidadeId ?? 0);
  if (d === null) throw naoEncontrado();
  return d;
}

const movimentoDa = (d: DoacaoGravada, data: string) => ({ unidadeId: d.unidadeId, pessoaId: d.pessoaId, doacaoId: d.id, colaboracaoId: d.colaboracaoId, data, forma: d.forma, valor: d.valor });

/** A gift just received, when the switch is on and the donor has an address: its receipt, e-mailed after the commit. */
async function reciboPorEmail(ctx: ContextoDoGancho, id: number): Promise<void> {
  const { enviarRecibo } = await notificacoesDasDoacoes(ctx.trx);
  const d = await doacaoDa(ctx, id);
  if (!enviarRecibo || enderecoDoDoador(d.pessoaEmail) === null) return;
  await emitirReciboDaDoacao(ctx, d);
  enviarDepoisDoCommit(ctx, enviarReciboDaDoacao, id);
}

export const receber: AcaoDoGancho = async (ctx, id, { dados = {} }) => {
  const d = await doacaoDa(ctx, id);
  if (d.situacao !== 'PENDENTE' || d.tituloId === null) throw new HttpError(409, M.soPendente);
  const data = texto(dados['data'])?.slice(0, 10) ?? hojeNoModelo();
  // The gift follows its receivable's payment (quitarDoacaoDoTitulo, run by the baixa). A
  // utility's fees (a gift collected in a bill) come as the baixa's discount: the gift's whole
  // amount is paid, the net received.
  const desconto = typeof dados['desconto'] === 'number' ? dados['desconto'] : 0;
  await baixar(ctx, d.tituloId, { dados: { data, conta: idDe(dados['conta']) ?? d.contaId, forma: FORMA_DA_BAIXA[d.forma] ?? 'TRANSFERENCIA', valor: Number(d.valor), desconto } });
  // As the receivable's own Receber does: the payment is booked in the same transaction.
  await contabilizar(ctx.trx, { titulos: [d.tituloId] });
  return { mensagem: M.recebida };
};

/**
 * A pending gift whose receivable was just paid in full — by its own Receber, the finance
 * reconciliation or a bank's return — is received: its payment in Movimentações, its monthly plan
 * back to good standing, its receipt e-mailed.
 */
export async function quitarDoacaoDoTitulo(ctx: ContextoDoGancho, tituloId: number, data: string): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    SELECT d.id FROM doacao AS d JOIN titulo AS t ON t.id = d.titulo_id
    WHERE d.titulo_id = ${tituloId} AND d.situacao = 'PENDENTE' AND t.situacao = 'PAGO' FOR UPDATE OF d`.execute(ctx.trx);
  const id = rows[0]?.id;
  if (id === undefined) return;
  const d = await doacaoDa(ctx, id);
  await sql`UPDATE doacao SET situacao = 'RECEBIDA', atualizado_em = now(),
    baixa_id = (SELECT id FROM baixa WHERE titulo_id = ${tituloId} AND estornada_em IS NULL ORDER BY id DESC LIMIT 1) WHERE id = ${id}`.execute(ctx.trx);
  await registrarMovimento(ctx.trx, { ...movimentoDa(d, data), tipo: 'PAGAMENTO', descricao: `Pagamento da doação nº ${id}` });
  if (d.colaboracaoId !== null) await registrarCobranca(ctx, d.colaboracaoId, { paga: true, data });
  await reciboPorEmail(ctx, id);
}

export const falhar: AcaoDoGancho = async (ctx, id, { dados = {} }) => {
  const d = await doacaoDa(ctx, id);
  if (d.situacao !== 'PENDENTE') throw new HttpError(409, M.soPendente);
  if (d.colaboracaoId === null) throw new HttpError(409, M.semMensal);
  const data = texto(dados['data'])?.slice(0, 10) ?? hojeNoModelo();
  const motivo = texto(dados['motivo']) ?? '';
  if (d.tituloId !== null) await cancelar(ctx, d.tituloId, { motivo });
  await sql`UPDATE doacao SET situacao = 'FALHOU', observacao = ${motivo}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  await registrarMovimento(ctx.trx, { ...movimentoDa(d, data), tipo: 'FALHA', descricao: `Falha de cobrança da doação nº ${id}: ${motivo}` });
  const mensagem = await registrarCobranca(ctx, d.colaboracaoId, { paga: false, data });
  return { mensagem };
};

export const recibo: AcaoDoGancho = async (ctx, id) => {
  const r = await emitirReciboDaDoacao(ctx, await doacaoDa(ctx, id));
  const conteudo = { link: linkDoRecibo(r.id) };
  return r.novo ? { mensagem: interpolar(M.reciboEmitido, { numero: numeroDoRecibo(r.numero) }), conteudo } : { conteudo };
};

/** A pending PIX gift's code: the BR Code its provider charges it with, and its QR image (the action's mostrar). */
export const pix: AcaoDoGancho = async (ctx, id) => {
  const d = await doacaoDa(ctx, id);
  if (d.situacao !== 'PENDENTE' || d.forma !== 'PIX') throw new HttpError(409, M.soPixPendente);
  const cobranca = await cobrarDoacao(ctx.trx, { id, valor: d.valor, forma: d.forma, txid: d.txid });
  const texto = cobranca?.pixCopiaECola ?? null;
  if (texto === null) throw new HttpError(422, M.pixNaoConfigurado);
  const conteudo: ConteudoMostrado = { texto, imagemSvg: svgDoQrCode(texto) };
  return { conteudo };
};

export const declaracao: AcaoDoGancho = async (ctx, id) => {
  const d = await doacaoDa(ctx, id);
  const { rows } = await sql<{ cnpj: string | null }>`SELECT cnpj FROM pessoa WHERE id = ${d.pessoaId}`.execute(ctx.trx);
  if ((rows[0]?.cnpj ?? null) === null) throw new HttpError(422, M.semCnpj);
  return { mensagem: M.declaracaoGerada, conteudo: { link: `/api/doacao/doacoes/${id}/declaracao` } };
};

export const estornar: AcaoDoGancho = async (ctx, id, { motivo }) => {
  const d = await doacaoDa(ctx, id);
  if (d.situacao === 'ESTORNADA') throw new HttpError(409, M.jaEstornada);
  const hoje = hojeNoModelo();
  if (d.tituloId !== null) {
    if (d.situacao === 'RECEBIDA') {
      await estornarBaixa(ctx, d.tituloId, { dados: { data: hoje, motivo: motivo ?? '' } });
      await contabilizar(ctx.trx, { titulos: [d.tituloId] });
    }
    if (d.situacao !== 'FALHOU') await cancelar(ctx, d.tituloId, { motivo: motivo ?? null });
  }
  await sql`UPDATE doacao SET situacao = 'ESTORNADA', estornado = true, estornado_em = now(), estornado_por = ${ctx.sessao.usuarioId},
    motivo_estorno = ${motivo ?? null}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  await registrarMovimento(ctx.trx, { ...movimentoDa(d, hoje), tipo: 'ESTORNO', descricao: `Estorno da doação nº ${id}${motivo ? `: ${motivo}` : ''}` });
  return { mensagem: M.estornada };
};
