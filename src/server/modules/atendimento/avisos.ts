import { sql } from 'kysely';
import { MENSAGENS_DO_ATENDIMENTO as M } from '../../../shared/atendimento/mensagens.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { Db } from '../../db/database.ts';
import type { ContextoDoGancho } from '../../resources/ganchos.ts';
import { avisar } from '../suprimentos/avisos.ts';

// The service desk's live notices, sent once the write commits: to the assignee when a ticket is
// given to them, and to the requester's user (or whoever opened it) on a reply or a new status.
// Nobody is told of their own act.

type Contexto = Pick<ContextoDoGancho, 'servicos' | 'depoisDoCommit' | 'trx' | 'sessao'>;

interface Destinatarios {
  assunto: string;
  responsavelId: number | null;
  solicitanteId: number | null;
}

async function destinatarios(trx: Db, id: number): Promise<Destinatarios> {
  const { rows } = await sql<Destinatarios>`
    SELECT assunto, responsavel_id AS "responsavelId", coalesce(solicitante_usuario_id, aberto_por_id) AS "solicitanteId"
    FROM atendimento_chamado WHERE id = ${id}`.execute(trx);
  return rows[0] ?? { assunto: '', responsavelId: null, solicitanteId: null };
}

function enviar(ctx: Contexto, para: number | null, id: number, modelo: string, valores: Record<string, string>): void {
  if (para === null || para === ctx.sessao.usuarioId) return;
  avisar(ctx, [para], interpolar(M.tituloDoAviso, { id }), interpolar(modelo, valores));
}

export async function avisarAtribuicao(ctx: Contexto, id: number): Promise<void> {
  const d = await destinatarios(ctx.trx, id);
  enviar(ctx, d.responsavelId, id, M.avisoAtribuido, { assunto: d.assunto });
}

export async function avisarResposta(ctx: Contexto, id: number): Promise<void> {
  const d = await destinatarios(ctx.trx, id);
  enviar(ctx, d.solicitanteId, id, M.avisoResposta, { assunto: d.assunto });
  enviar(ctx, d.responsavelId, id, M.avisoResposta, { assunto: d.assunto });
}

export async function avisarSituacao(ctx: Contexto, id: number, situacao: string): Promise<void> {
  const d = await destinatarios(ctx.trx, id);
  enviar(ctx, d.solicitanteId, id, M.avisoSituacao, { assunto: d.assunto, situacao });
  enviar(ctx, d.responsavelId, id, M.avisoSituacao, { assunto: d.assunto, situacao });
}
