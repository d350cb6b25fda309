import { sql } from 'kysely';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { auditar } from '../../../auditoria.ts';
import { entrarEmAprovacaoCriado } from '../../aprovacaofinanceira/entrada.ts';
import { errosDeFormulario, naoEncontrado } from '../../../http/erros.ts';
import type { AcaoDoGancho, ContextoDoGancho } from '../../../resources/ganchos.ts';
import { inicioDoMes } from '../fechamento/competencia.ts';
import { recusarAcaoSeFechada } from '../fechamento/trava.ts';
import { errosDaCategoria } from '../titulos/categoria.ts';
import { feriadosDaInstituicao } from '../titulos/feriados.ts';
import { camposDaPosicao } from '../titulos/posicao.ts';
import { comVencimentoReal } from '../titulos/vencimento-real.ts';
import type { Registro } from '../valores.ts';

// The actions of the títulos a definir, each on a row the engine has locked in the session's
// unit. Confirmar makes it a título of one installment (table titulo and its parcela) through
// the títulos' own rules: the category of its kind, the real due date past weekends and
// holidays, the situação and open amount of a título without baixas; a despesa then enters the
// approval as its form's would, the officer who confirms it its requester (the generation job,
// which has no session, makes only títulos a definir: no título is born before someone confirms
// it). Descartar marks it so, and the generation never creates it again (its key stays).

export const MENSAGEM_CONFIRMADO = 'Título criado.';
export const MENSAGEM_DESCARTADO = 'Título a definir descartado.';

interface TituloADefinir {
  tipo: 'RECEITA' | 'DESPESA';
  descricao: string;
  pessoa_id: number | null;
  categoria_id: number | null;
  centro_custo_id: number | null;
  conta_id: number | null;
  vencimento: string;
  valor: string;
}

async function lerTituloADefinir(ctx: ContextoDoGancho, id: number): Promise<TituloADefinir> {
  const { rows } = await sql<TituloADefinir>`
    SELECT tipo, descricao, pessoa_id, categoria_id, centro_custo_id, conta_id, to_char(vencimento, 'YYYY-MM-DD') AS vencimento, valor::text AS valor
    FROM titulo_a_definir WHERE id = ${id}`.execute(ctx.trx);
  const linha = rows[0];
  if (linha === undefined) throw naoEncontrado();
  return linha;
}

/** The título as its form would save it: one installment of the whole value, due on the adjusted date. */
async function tituloDe(ctx: ContextoDoGancho, d: TituloADefinir): Promise<Registro> {
  const centavos = centavosDoDecimal(d.valor) ?? 0;
  const parcelas = comVencimentoReal([{ numero: 1, vencimento: d.vencimento, valor: reaisDosCentavos(centavos) }], await feriadosDaInstituicao(ctx.trx));
  const registro: Registro = { valor: reaisDosCentavos(centavos), quantidadeParcelas: 1, parcelas, baixas: [], categoria: d.categoria_id };
  return { ...registro, ...camposDaPosicao(registro) };
}

export const confirmar: AcaoDoGancho = async (ctx, id) => {
  const d = await lerTituloADefinir(ctx, id);
  await recusarAcaoSeFechada(ctx.trx, inicioDoMes(d.vencimento));
  const tipo = d.tipo === 'RECEITA' ? 'receita' : 'despesa';
  const titulo = await tituloDe(ctx, d);
  const erros = await errosDaCategoria(ctx, tipo, titulo);
  if (erros.length > 0) throw errosDeFormulario(erros);
  const [parcela] = titulo['parcelas'] as { vencimento: string; vencimentoReal: string }[];
  const hoje = hojeNoModelo();
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, centro_custo_id, conta_id, emissao, competencia, descricao, valor,
      data_vencimento, quantidade_parcelas, situacao, valor_pago, valor_aberto, proximo_vencimento)
    SELECT unidade_id, tipo, pessoa_id, categoria_id, centro_custo_id, conta_id, ${hoje}::date, date_trunc('month', vencimento)::date, descricao, valor,
      vencimento, 1, ${titulo['situacao'] as string}, ${titulo['valorPago'] as number}::numeric,
      ${titulo['valorAberto'] as number}::numeric, ${titulo['proximoVencimento'] as string}::date
    FROM titulo_a_definir WHERE id = ${id}
    RETURNING id`.execute(ctx.trx);
  const tituloId = rows[0]?.id;
  if (tituloId === undefined || parcela === undefined) throw naoEncontrado();
  await sql`INSERT INTO parcela (titulo_id, unidade_id, ordem, numero, vencimento, vencimento_real, valor)
    SELECT ${tituloId}, unidade_id, 0, 1, vencimento, ${parcela.vencimentoReal}::date, valor FROM titulo_a_definir WHERE id = ${id}`.execute(ctx.trx);
  await sql`UPDATE titulo_a_definir SET situacao = 'DEFINIDO', titulo_id = ${tituloId}, vencimento_real = ${parcela.vencimentoReal}::date, atualizado_em = now()
    WHERE id = ${id}`.execute(ctx.trx);
  const { usuarioId, unidadeId } = ctx.sessao;
  if (d.tipo === 'DESPESA') await entrarEmAprovacaoCriado(ctx, tituloId, usuarioId);
  await auditar(ctx.trx, { usuarioId, unidadeId, entidade: tipo, entidadeId: tituloId, acao: 'criar', alteracoes: { tituloADefinir: { de: null, para: id } } });
  return { mensagem: MENSAGEM_CONFIRMADO, conteudo: { id, titulo: tituloId } };
};

export const descartar: AcaoDoGancho = async (ctx, id) => {
  await sql`UPDATE titulo_a_definir SET situacao = 'DESCARTADO', atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  return { mensagem: MENSAGEM_DESCARTADO };
};
