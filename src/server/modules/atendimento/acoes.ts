import { sql } from 'kysely';
import { MENSAGENS_DO_ATENDIMENTO as M, ROTULOS_DA_SITUACAO } from '../../../shared/atendimento/mensagens.ts';
import type { SituacaoDoAtendimento } from '../../../shared/atendimento/sla.ts';
import { HttpError } from '../../http/erros.ts';
import type { AcaoDoGancho, ContextoDoGancho } from '../../resources/ganchos.ts';
import { idDe, umDe } from '../financeiro/valores.ts';
import { avisarAtribuicao, avisarResposta, avisarSituacao } from './avisos.ts';
import { registrarMudancas } from './historico.ts';
import { recalcularSla } from './sla.ts';

// The ticket's steps (the engine has checked the tag, the action form and disponivelSe): assign,
// change the status (waiting for the requester pauses the clock), reply or note, resolve, close.
// Each writes its history row, recomputes the SLA from the history and tells who must know.

interface Atual {
  situacao: SituacaoDoAtendimento;
  responsavel: string | null;
}

async function lerAtual(ctx: ContextoDoGancho, id: number): Promise<Atual> {
  const { rows } = await sql<Atual>`
    SELECT c.situacao, u.nome AS responsavel FROM atendimento_chamado AS c LEFT JOIN usuario AS u ON u.id = c.responsavel_id
    WHERE c.id = ${id} AND c.unidade_id = ${ctx.sessao.unidadeId} FOR UPDATE OF c`.execute(ctx.trx);
  const atual = rows[0];
  if (atual === undefined) throw new HttpError(404, 'Registro não encontrado.');
  return atual;
}

async function mudarSituacao(ctx: ContextoDoGancho, id: number, de: SituacaoDoAtendimento, para: SituacaoDoAtendimento): Promise<void> {
  if (de === para) return;
  await sql`UPDATE atendimento_chamado SET situacao = ${para}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  await registrarMudancas(ctx.trx, id, ctx.sessao.usuarioId, ctx.servicos.agora(), [
    { campo: 'situacao', de: ROTULOS_DA_SITUACAO[de], para: ROTULOS_DA_SITUACAO[para], valor: para },
  ]);
  await avisarSituacao(ctx, id, ROTULOS_DA_SITUACAO[para]);
}

async function escrever(ctx: ContextoDoGancho, id: number, texto: string, interna: boolean): Promise<void> {
  await sql`INSERT INTO atendimento_mensagem (atendimento_id, unidade_id, ordem, texto, interna, autor_id, em)
    SELECT id, unidade_id, (SELECT count(*) FROM atendimento_mensagem WHERE atendimento_id = ${id}), ${texto}, ${interna}, ${ctx.sessao.usuarioId}, ${ctx.servicos.agora()}
    FROM atendimento_chamado WHERE id = ${id}`.execute(ctx.trx);
}

const texto = (valor: unknown): string => (typeof valor === 'string' ? valor.trim() : '');

const atribuir: AcaoDoGancho = async (ctx, id, { dados }) => {
  const atual = await lerAtual(ctx, id);
  const responsavelId = idDe(dados?.['responsavel']);
  const { rows } = await sql<{ nome: string }>`SELECT nome FROM usuario WHERE id = ${responsavelId} AND ativo`.execute(ctx.trx);
  const novo = rows[0];
  if (responsavelId === null || novo === undefined) throw new HttpError(422, M.responsavelInativo);
  await sql`UPDATE atendimento_chamado SET responsavel_id = ${responsavelId}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  if (atual.responsavel !== novo.nome) {
    await registrarMudancas(ctx.trx, id, ctx.sessao.usuarioId, ctx.servicos.agora(), [{ campo: 'responsavel', de: atual.responsavel, para: novo.nome }]);
  }
  if (atual.situacao === 'ABERTO') await mudarSituacao(ctx, id, atual.situacao, 'EM_ANDAMENTO');
  await recalcularSla(ctx.trx, id, ctx.servicos.agora());
  await avisarAtribuicao(ctx, id);
};

const situacao: AcaoDoGancho = async (ctx, id, { dados }) => {
  const atual = await lerAtual(ctx, id);
  const para = umDe(dados?.['situacao'], ['EM_ANDAMENTO', 'AGUARDANDO_SOLICITANTE'] as const) ?? atual.situacao;
  const comentario = texto(dados?.['comentario']);
  if (comentario !== '') await escrever(ctx, id, comentario, true);
  await mudarSituacao(ctx, id, atual.situacao, para);
  await recalcularSla(ctx.trx, id, ctx.servicos.agora());
};

const responder: AcaoDoGancho = async (ctx, id, { dados }) => {
  await lerAtual(ctx, id);
  const interna = dados?.['interna'] === true;
  await escrever(ctx, id, texto(dados?.['texto']), interna);
  await registrarMudancas(ctx.trx, id, ctx.sessao.usuarioId, ctx.servicos.agora(), [{ campo: interna ? 'nota' : 'resposta', de: null, para: null }]);
  await recalcularSla(ctx.trx, id, ctx.servicos.agora());
  if (!interna) await avisarResposta(ctx, id);
};

const resolver: AcaoDoGancho = async (ctx, id, { motivo }) => {
  const atual = await lerAtual(ctx, id);
  await escrever(ctx, id, texto(motivo), false);
  await mudarSituacao(ctx, id, atual.situacao, 'RESOLVIDO');
  await recalcularSla(ctx.trx, id, ctx.servicos.agora());
};

const fechar: AcaoDoGancho = async (ctx, id) => {
  const atual = await lerAtual(ctx, id);
  await mudarSituacao(ctx, id, atual.situacao, 'FECHADO');
  await recalcularSla(ctx.trx, id, ctx.servicos.agora());
};

export const ACOES_DO_ATENDIMENTO: Readonly<Record<string, AcaoDoGancho>> = { atribuir, situacao, responder, resolver, fechar };
