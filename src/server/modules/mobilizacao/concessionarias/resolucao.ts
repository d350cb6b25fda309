import { sql } from 'kysely';
import { MENSAGENS_DA_RESOLUCAO as M, type PedidoDeResolucao } from '../../../../shared/api/concessionarias.ts';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import { hojeNoModelo, parseModel } from '../../../../shared/format/dates.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { instalacaoNormalizada } from '../../../../shared/mobilizacao/concessionarias/instalacao.ts';
import { errosDeFormulario, HttpError, naoEncontrado } from '../../../http/erros.ts';
import type { ContextoDoGancho } from '../../../resources/ganchos.ts';
import { lancarDoacaoDaConta } from './lancamento.ts';

// A utility return's record left for a person (sem_consentimento, ambiguo) resolved on the utility's
// page, in one transaction with the record locked: applied to the donor chosen — among those who
// consented to the installation, or one whose consent is recorded in the same step — exactly as the
// job applies a matched record; or discarded with a reason, nothing posted. Either way the record
// keeps who resolved it and when, and its return's totals follow.

interface RegistroPendente {
  id: number;
  retornoId: number;
  formaCobrancaId: number;
  codigoDeBarras: string;
  instalacao: string;
  dataPagamento: string | null;
  resultado: string;
  valorBruto: string;
  taxa: string;
  tarifa: string;
  valorLiquido: string;
}

const PENDENTES = new Set(['sem_consentimento', 'ambiguo']);

/** The record of the session's unit, locked until the transaction ends; 404 when there is none, 409 when resolved already. */
async function registroTravado(ctx: ContextoDoGancho, id: number): Promise<RegistroPendente> {
  const { rows } = await sql<RegistroPendente>`
    SELECT r.id, r.retorno_id AS "retornoId", t.forma_cobranca_id AS "formaCobrancaId", r.codigo_de_barras AS "codigoDeBarras", r.instalacao,
      to_char(r.data_pagamento, 'YYYY-MM-DD') AS "dataPagamento", r.resultado, r.valor_bruto::text AS "valorBruto", r.taxa::text AS taxa,
      r.tarifa::text AS tarifa, r.valor_liquido::text AS "valorLiquido"
    FROM mobilizacao_retorno_concessionaria_registro AS r JOIN mobilizacao_retorno_concessionaria AS t ON t.id = r.retorno_id
    WHERE r.id = ${id} AND r.unidade_id = ${ctx.sessao.unidadeId ?? 0} FOR UPDATE OF r`.execute(ctx.trx);
  const registro = rows[0];
  if (registro === undefined) throw naoEncontrado(M.registroInexistente);
  if (!PENDENTES.has(registro.resultado)) throw new HttpError(409, M.jaResolvido);
  return registro;
}

/** The donors of the unit whose active consent in the utility has the record's installation. */
async function doadoresDaInstalacao(ctx: ContextoDoGancho, r: RegistroPendente): Promise<number[]> {
  const { rows } = await sql<{ pessoaId: number; instalacao: string }>`
    SELECT pessoa_id AS "pessoaId", instalacao FROM mobilizacao_consentimento
    WHERE unidade_id = ${ctx.sessao.unidadeId ?? 0} AND forma_cobranca_id = ${r.formaCobrancaId} AND ativo`.execute(ctx.trx);
  const procurada = instalacaoNormalizada(r.instalacao);
  return [...new Set(rows.filter((c) => procurada !== '' && instalacaoNormalizada(c.instalacao) === procurada).map((c) => c.pessoaId))];
}

async function pessoaDaUnidade(ctx: ContextoDoGancho, pessoaId: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM pessoa WHERE id = ${pessoaId} AND unidade_id = ${ctx.sessao.unidadeId ?? 0} AND ativo`.execute(ctx.trx);
  return rows.length > 0;
}

/** The consent given with the resolution, checked and recorded on the record's installation. */
async function registrarConsentimento(ctx: ContextoDoGancho, r: RegistroPendente, pessoaId: number, c: NonNullable<PedidoDeResolucao['consentimento']>): Promise<void> {
  const evidencia = c.evidencia.trim();
  // The day as the date picker sends it (YYYY-MM-DD, or with a midnight time).
  const data = parseModel(c.data)?.slice(0, 10) ?? null;
  const erros = [
    ...(data === null ? [{ field: 'consentimento.data', message: M.dataInvalida }] : data > hojeNoModelo() ? [{ field: 'consentimento.data', message: M.dataFutura }] : []),
    ...(evidencia === '' ? [{ field: 'consentimento.evidencia', message: M.semEvidencia }] : []),
  ];
  if (erros.length > 0) throw errosDeFormulario(erros);
  const instalacao = instalacaoNormalizada(r.instalacao);
  if (instalacao === '' || instalacao.length > 30) throw new HttpError(422, M.instalacaoIlegivel);
  // The installation is unique per utility in every unit and state: an inactive consent, another unit's, or one
  // recorded at this moment by someone else keeps it, and this one is refused rather than written over it.
  const gravado = await sql`
    INSERT INTO mobilizacao_consentimento (unidade_id, pessoa_id, forma_cobranca_id, instalacao, data, evidencia)
    VALUES (${ctx.sessao.unidadeId ?? 0}, ${pessoaId}, ${r.formaCobrancaId}, ${instalacao}, ${data}::date, ${evidencia})
    ON CONFLICT (forma_cobranca_id, instalacao) DO NOTHING`.execute(ctx.trx);
  if (Number(gravado.numAffectedRows ?? 0) === 0) throw new HttpError(422, M.instalacaoOcupada);
}

/** Whether the same bill (barcode and payment date) was posted by another record of this utility since. */
async function contaJaLancada(ctx: ContextoDoGancho, r: RegistroPendente): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM mobilizacao_retorno_concessionaria_registro AS o JOIN mobilizacao_retorno_concessionaria AS t ON t.id = o.retorno_id
    WHERE t.forma_cobranca_id = ${r.formaCobrancaId} AND o.resultado = 'aplicado' AND o.codigo_de_barras = ${r.codigoDeBarras}
      AND o.data_pagamento IS NOT DISTINCT FROM ${r.dataPagamento}::date AND o.id <> ${r.id} LIMIT 1`.execute(ctx.trx);
  return rows.length > 0;
}

/** The return's totals counted again from its records. */
async function recontarRetorno(ctx: ContextoDoGancho, retornoId: number): Promise<void> {
  await sql`
    UPDATE mobilizacao_retorno_concessionaria AS t SET
      aplicados = s.aplicados, pendentes = s.pendentes, valor_liquido = s.liquido, atualizado_em = now()
    FROM (SELECT count(*) FILTER (WHERE resultado = 'aplicado')::int AS aplicados,
            count(*) FILTER (WHERE resultado IN ('sem_consentimento', 'ambiguo'))::int AS pendentes,
            coalesce(sum(valor_liquido) FILTER (WHERE resultado = 'aplicado'), 0) AS liquido
          FROM mobilizacao_retorno_concessionaria_registro WHERE retorno_id = ${retornoId}) AS s
    WHERE t.id = ${retornoId}`.execute(ctx.trx);
}

async function escolherDoador(ctx: ContextoDoGancho, r: RegistroPendente, pedido: PedidoDeResolucao): Promise<void> {
  if (!(await pessoaDaUnidade(ctx, pedido.pessoa))) throw errosDeFormulario([{ field: 'pessoa', message: M.pessoaInexistente }]);
  const doadores = await doadoresDaInstalacao(ctx, r);
  if (doadores.includes(pedido.pessoa)) return;
  if (doadores.length > 0) throw errosDeFormulario([{ field: 'pessoa', message: M.outroDoador }]);
  if (pedido.consentimento === undefined || pedido.consentimento === null) {
    throw new HttpError(422, interpolar(M.semConsentimento, { instalacao: r.instalacao }));
  }
  await registrarConsentimento(ctx, r, pedido.pessoa, pedido.consentimento);
}

/** Applies the record to the donor chosen; answers the gift's id. */
export async function resolverRegistro(ctx: ContextoDoGancho, id: number, pedido: PedidoDeResolucao): Promise<number> {
  const r = await registroTravado(ctx, id);
  await escolherDoador(ctx, r, pedido);
  if (await contaJaLancada(ctx, r)) throw new HttpError(409, M.contaJaLancada);
  const valores = {
    brutoCentavos: centavosDoDecimal(r.valorBruto) ?? 0,
    taxaCentavos: centavosDoDecimal(r.taxa) ?? 0,
    tarifaCentavos: centavosDoDecimal(r.tarifa) ?? 0,
    liquidoCentavos: centavosDoDecimal(r.valorLiquido) ?? 0,
  };
  const data = r.dataPagamento ?? hojeNoModelo();
  const doacaoId = await lancarDoacaoDaConta(ctx, { unidadeId: ctx.sessao.unidadeId ?? 0, pessoaId: pedido.pessoa, formaCobrancaId: r.formaCobrancaId, data, valores });
  await sql`
    UPDATE mobilizacao_retorno_concessionaria_registro SET resultado = 'aplicado', pessoa_id = ${pedido.pessoa}, doacao_id = ${doacaoId},
      descricao = ${interpolar(M.aplicado, { doacao: doacaoId })}, resolvido_por_id = ${ctx.sessao.usuarioId}, resolvido_em = now(), atualizado_em = now()
    WHERE id = ${r.id}`.execute(ctx.trx);
  await recontarRetorno(ctx, r.retornoId);
  return doacaoId;
}

/** Discards the record with the reason given: nothing is posted. */
export async function descartarRegistro(ctx: ContextoDoGancho, id: number, motivo: string): Promise<void> {
  const r = await registroTravado(ctx, id);
  const texto = motivo.trim();
  if (texto === '') throw errosDeFormulario([{ field: 'motivo', message: M.semMotivo }]);
  await sql`
    UPDATE mobilizacao_retorno_concessionaria_registro SET resultado = 'descartado', pessoa_id = NULL, doacao_id = NULL,
      descricao = ${interpolar(M.descartado, { motivo: texto })}, resolvido_por_id = ${ctx.sessao.usuarioId}, resolvido_em = now(), atualizado_em = now()
    WHERE id = ${r.id}`.execute(ctx.trx);
  await recontarRetorno(ctx, r.retornoId);
}
