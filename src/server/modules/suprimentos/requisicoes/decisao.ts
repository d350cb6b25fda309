import { sql } from 'kysely';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../../shared/suprimentos/mensagens.ts';
import { HttpError } from '../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { avisar } from '../avisos.ts';
import { lerRequisicao } from './leitura.ts';

// Approving or rejecting a requisition (the engine has already checked the tag and that it waits
// for approval); its requester is told live.

export const MENSAGEM_TITULO_DA_REQUISICAO = 'Requisição de materiais';
export const MENSAGEM_REQUISICAO_APROVADA = 'A requisição nº {id} foi aprovada.';
export const MENSAGEM_REQUISICAO_REJEITADA = 'A requisição nº {id} foi rejeitada: {motivo}';

export const aprovarRequisicao: AcaoDoGancho = async (ctx, id) => {
  const r = await lerRequisicao(ctx.trx, id, ctx.sessao.unidadeId);
  if (r.situacao !== 'SOLICITADA') throw new HttpError(409, M.requisicaoNaoAguarda);
  await sql`UPDATE suprimento_requisicao SET situacao = 'APROVADA', atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  if (r.solicitanteId !== null) avisar(ctx, [r.solicitanteId], MENSAGEM_TITULO_DA_REQUISICAO, interpolar(MENSAGEM_REQUISICAO_APROVADA, { id }));
};

export const rejeitarRequisicao: AcaoDoGancho = async (ctx, id, { motivo }) => {
  const r = await lerRequisicao(ctx.trx, id, ctx.sessao.unidadeId);
  if (r.situacao !== 'SOLICITADA') throw new HttpError(409, M.requisicaoNaoAguarda);
  await sql`UPDATE suprimento_requisicao SET situacao = 'REJEITADA', motivo_rejeicao = ${motivo ?? null}, atualizado_em = now() WHERE id = ${id}`.execute(ctx.trx);
  if (r.solicitanteId !== null) avisar(ctx, [r.solicitanteId], MENSAGEM_TITULO_DA_REQUISICAO, interpolar(MENSAGEM_REQUISICAO_REJEITADA, { id, motivo: motivo ?? '' }));
};
