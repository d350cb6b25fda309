import { sql } from 'kysely';
import { numeroDoRecibo } from '../../../../shared/financeiro/recibo.ts';
import type { AcaoDoGancho, ContextoDoGancho, GanchosDoModelo } from '../../../resources/ganchos.ts';
import { TIPO_GERAR_RECIBOS, type ParametrosDosRecibos } from './tarefa.ts';
import { linkDoLote, linkDoRecibo } from './links.ts';

// The declared actions of the two receipt screens. Gerar (on the Recibos list's selection) puts
// the selected baixas in one batch per call and, once that commits, queues the job that issues
// them: the engine calls the hook once per record within one transaction, so the batch is found
// again by the call's context. The history's actions answer a link the client opens with a
// short-lived authtoken: the receipt's PDF, the batch's PDF, or a new via of the receipt.

const lotesDaChamada = new WeakMap<ContextoDoGancho, number>();

async function loteDaChamada(ctx: ContextoDoGancho): Promise<number> {
  const existente = lotesDaChamada.get(ctx);
  if (existente !== undefined) return existente;
  const { usuarioId, unidadeId } = ctx.sessao;
  const { rows } = await sql<{ id: number }>`INSERT INTO recibo_lote (unidade_id, usuario_id) VALUES (${unidadeId}, ${usuarioId}) RETURNING id`.execute(ctx.trx);
  const loteId = rows[0]!.id;
  lotesDaChamada.set(ctx, loteId);
  const parametros: ParametrosDosRecibos = { loteId };
  // Queued only once the batch is committed, so the job finds every baixa of it. Should queuing
  // fail, the baixas come back to the Recibos list within the hour (vw_recibo_pendente), to be asked for again.
  const { db, tarefas } = ctx.servicos;
  ctx.depoisDoCommit(
    () =>
      void tarefas
        .criar(TIPO_GERAR_RECIBOS, { usuarioId, unidadeId }, parametros)
        .then((tarefa) => sql`UPDATE recibo_lote SET tarefa_id = ${tarefa.id} WHERE id = ${loteId}`.execute(db))
        .catch(() => undefined),
  );
  return loteId;
}

const gerar: AcaoDoGancho = async (ctx, id) => {
  const loteId = await loteDaChamada(ctx);
  await sql`INSERT INTO recibo_lote_baixa (lote_id, baixa_id) VALUES (${loteId}, ${id})`.execute(ctx.trx);
};

const baixarpdf: AcaoDoGancho = async (_ctx, id) => ({ conteudo: { link: linkDoRecibo(id) }, mensagem: 'Abrindo o PDF do recibo.' });

const baixarlote: AcaoDoGancho = async (ctx, id) => {
  const { rows } = await sql<{ lote_id: number }>`SELECT lote_id FROM recibo WHERE id = ${id}`.execute(ctx.trx);
  return { conteudo: { link: linkDoLote(rows[0]!.lote_id) }, mensagem: 'Abrindo o PDF do lote.' };
};

const reemitir: AcaoDoGancho = async (ctx, id) => {
  const { rows } = await sql<{ numero: string; vias: number }>`
    UPDATE recibo SET vias = vias + 1, atualizado_em = now() WHERE id = ${id} RETURNING numero::text AS numero, vias`.execute(ctx.trx);
  const recibo = rows[0]!;
  return { conteudo: { link: linkDoRecibo(id) }, mensagem: `${recibo.vias}ª via do recibo Nº ${numeroDoRecibo(Number(recibo.numero))} emitida.` };
};

export const GANCHOS_DOS_PENDENTES: GanchosDoModelo = { acoes: { gerar } };
export const GANCHOS_DOS_RECIBOS: GanchosDoModelo = { acoes: { baixarpdf, baixarlote, reemitir } };
