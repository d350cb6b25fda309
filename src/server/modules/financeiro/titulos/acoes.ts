import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { errosDeFormulario, HttpError } from '../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import type { Db } from '../../../db/database.ts';
import { recusarSePendente } from '../../aprovacaofinanceira/recusar.ts';
import { conferirEstornoDepoisDe, dataDoEstorno } from '../estorno.ts';
import { recusarCancelamentoFechado } from '../fechamento/competencia.ts';
import { recusarSeFechado } from '../fechamento/trava.ts';
import { idDe, numero, texto } from '../valores.ts';
import { avisarBaixa } from './depoisDaBaixa.ts';
import { distribuirPagamento, type ParcelaEmAberto } from './distribuir.ts';
import { centavos, reais } from './linhas.ts';
import { recalcularTitulo } from './posicao.ts';

// The título's declared actions (screens/financeiro/receita.json, despesa.json), each in the
// action's transaction with the título already locked and found in the session's unit and in
// the state its disponivelSe asks; baixar and estornar receive their dialog's fields already
// checked against their models (baixaDeTitulo, estorno). A baixa is never deleted:
// estornar marks it, with its date and reason; cancelar keeps the título, marked. The lock
// makes a second officer paying the same título at once read the first one's baixa and be refused.

export const MENSAGEM_SEM_BAIXA = 'O título não tem baixa a estornar.';
export const MENSAGEM_CANCELAR_PAGO = 'Um título com baixa não é cancelado: estorne as baixas antes.';
export const MENSAGEM_BAIXADO = 'Baixa registrada.';
export const MENSAGEM_ESTORNADO = 'Última baixa estornada.';
export const MENSAGEM_CANCELADO = 'Título cancelado.';
export const MENSAGEM_PARCELA_INEXISTENTE = 'O título não tem a parcela {numero}.';
export const MENSAGEM_SALDO_DA_PARCELA = 'O valor passa do saldo em aberto da parcela (R$ {saldo}).';
export const MENSAGEM_SALDO_DO_TITULO = 'O valor passa do saldo em aberto do título (R$ {saldo}).';
export const MENSAGEM_CONTA_DESCONHECIDA = 'Escolha uma conta da unidade.';
export const MENSAGEM_BAIXA_FUTURA = 'A data da baixa não pode ser posterior a hoje.';
export const MENSAGEM_ESTORNO_ANTES_DA_BAIXA = 'A data do estorno não pode ser anterior à da baixa ({data}).';


const recusar = (erro: FieldError): never => {
  throw errosDeFormulario([erro]);
};

/** What is open of each installment: its value less the principal of its active baixas. */
async function parcelasEmAberto(trx: Db, id: number): Promise<ParcelaEmAberto[]> {
  const { rows } = await sql<{ numero: number; aberto: string }>`
    SELECT p.numero, (p.valor - coalesce(sum(b.valor), 0))::text AS aberto
    FROM parcela AS p LEFT JOIN baixa AS b ON b.titulo_id = p.titulo_id AND b.parcela = p.numero AND b.estornada_em IS NULL
    WHERE p.titulo_id = ${id} GROUP BY p.numero, p.valor ORDER BY p.numero`.execute(trx);
  return rows.map((r) => ({ numero: r.numero, abertoCentavos: centavos(Number(r.aberto)) }));
}

/** The installments a baixa may pay: the one asked, or all of them in order; refuses an amount above what is open of them. */
function aPagar(parcelas: readonly ParcelaEmAberto[], pedida: number | null, valor: number): readonly ParcelaEmAberto[] {
  const alvo = pedida === null ? parcelas : parcelas.filter((p) => p.numero === pedida);
  if (alvo.length === 0) recusar({ field: 'parcela', message: interpolar(MENSAGEM_PARCELA_INEXISTENTE, { numero: pedida ?? '' }) });
  const saldo = alvo.reduce((soma, p) => soma + p.abertoCentavos, 0);
  if (valor > saldo) {
    recusar({ field: 'valor', message: interpolar(pedida === null ? MENSAGEM_SALDO_DO_TITULO : MENSAGEM_SALDO_DA_PARCELA, { saldo: formatMoney(reais(saldo)) }) });
  }
  return alvo;
}

/** Records a payment (the dialog's): of the installment chosen, or of the open ones in order; interest, fine and discount go with the first. Without a date it is today's, without an account the título's, without a method a transfer. */
export const baixar: AcaoDoGancho = async (ctx, id, { dados = {} }) => {
  await recusarSePendente(ctx.trx, id);
  const data = texto(dados['data']) ?? hojeNoModelo();
  if (data > hojeNoModelo()) recusar({ field: 'data', message: MENSAGEM_BAIXA_FUTURA });
  await recusarSeFechado(ctx.trx, data, 'data');
  const conta = idDe(dados['conta']);
  if (conta !== null) {
    const daUnidade = await sql`SELECT 1 FROM conta WHERE id = ${conta} AND unidade_id = ${ctx.sessao.unidadeId}`.execute(ctx.trx);
    if (daUnidade.rows.length === 0) recusar({ field: 'conta', message: MENSAGEM_CONTA_DESCONHECIDA });
  }
  const valor = centavos(numero(dados['valor']) ?? 0);
  const pagamentos = distribuirPagamento(aPagar(await parcelasEmAberto(ctx.trx, id), numero(dados['parcela']), valor), valor);
  const ordem = await sql<{ proxima: number }>`SELECT coalesce(max(ordem) + 1, 0)::int AS proxima FROM baixa WHERE titulo_id = ${id}`.execute(ctx.trx);
  const primeira = ordem.rows[0]?.proxima ?? 0;
  const extra = (i: number, campo: string): number => (i === 0 ? (numero(dados[campo]) ?? 0) : 0);
  for (const [i, p] of pagamentos.entries()) {
    await sql`
      INSERT INTO baixa (titulo_id, unidade_id, ordem, parcela, data, conta_id, forma, valor, juros, multa, desconto)
      SELECT ${id}, t.unidade_id, ${primeira + i}, ${p.parcela}, ${data}::date, coalesce(${conta}::int, t.conta_id), ${texto(dados['forma']) ?? 'TRANSFERENCIA'},
        ${reais(p.centavos)}, ${extra(i, 'juros')}, ${extra(i, 'multa')}, ${extra(i, 'desconto')}
      FROM titulo AS t WHERE t.id = ${id}`.execute(ctx.trx);
  }
  await recalcularTitulo(ctx.trx, id);
  await avisarBaixa(ctx, id, data);
  return { mensagem: MENSAGEM_BAIXADO };
};

/** Reverses the título's last active baixa on the date given (today by default); again, the one before. */
export const estornar: AcaoDoGancho = async (ctx, id, { dados = {} }) => {
  const data = dataDoEstorno(dados);
  const ultima = await sql<{ id: number; data: string }>`
    SELECT id, to_char(data, 'YYYY-MM-DD') AS data FROM baixa WHERE titulo_id = ${id} AND estornada_em IS NULL ORDER BY data DESC, id DESC LIMIT 1`.execute(ctx.trx);
  const baixa = ultima.rows[0];
  if (baixa === undefined) throw new HttpError(409, MENSAGEM_SEM_BAIXA);
  conferirEstornoDepoisDe(data, baixa.data, MENSAGEM_ESTORNO_ANTES_DA_BAIXA);
  await recusarSeFechado(ctx.trx, data, 'data');
  await sql`UPDATE baixa SET estornada_em = ${data}::date, motivo_estorno = ${texto(dados['motivo'])}, atualizado_em = now() WHERE id = ${baixa.id}`.execute(ctx.trx);
  await recalcularTitulo(ctx.trx, id);
  return { mensagem: MENSAGEM_ESTORNADO };
};

/** Cancels an unpaid título: it stays, with the reason, and nothing of it is open any more; not one whose competence is closed. */
export const cancelar: AcaoDoGancho = async (ctx, id, entrada) => {
  await recusarCancelamentoFechado(ctx.trx, id);
  const ativas = await sql<{ n: number }>`SELECT count(*)::int AS n FROM baixa WHERE titulo_id = ${id} AND estornada_em IS NULL`.execute(ctx.trx);
  if ((ativas.rows[0]?.n ?? 0) > 0) throw new HttpError(409, MENSAGEM_CANCELAR_PAGO);
  await sql`UPDATE titulo SET situacao = 'CANCELADO', motivo_cancelamento = ${entrada.motivo ?? null}, cancelado_em = ${hojeNoModelo()}::date,
    valor_aberto = 0, proximo_vencimento = NULL, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  return { mensagem: MENSAGEM_CANCELADO };
};
