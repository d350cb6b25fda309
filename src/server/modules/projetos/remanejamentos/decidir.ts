import { sql, type RawBuilder } from 'kysely';
import { MENSAGENS_DA_APROVACAO } from '../../../../shared/aprovacao/mensagens.ts';
import { MENSAGENS_DOS_PROJETOS as M } from '../../../../shared/projetos/mensagens.ts';
import { HttpError } from '../../../http/erros.ts';
import type { AcaoDoGancho, ContextoDoFiltro } from '../../../resources/ganchos.ts';
import { travarAprovacoes } from '../../aprovacaofinanceira/avaliar.ts';
import { avaliarEAvisar, registrarPasso } from './avaliar.ts';

// Aprovar and rejeitar (the actions of remanejamentoAAprovar, one by one or on the selection):
// only someone the rules offer it to at its current level decides, and the decision is recorded
// at that level; the last approval moves the budget in the same transaction. The list shows each
// reader only what waits for them.

const decisao =
  (passo: 'APROVADO' | 'REJEITADO'): AcaoDoGancho =>
  async (ctx, id, { motivo = null }) => {
    await travarAprovacoes(ctx.trx);
    const { rows } = await sql<{ situacao: string; nivel: number | null }>`SELECT situacao, nivel FROM remanejamento WHERE id = ${id} FOR UPDATE`.execute(ctx.trx);
    const r = rows[0];
    if (r === undefined || r.situacao !== 'PENDENTE') throw new HttpError(409, M.remanejamentoNaoPendente);
    const pode = await sql`SELECT 1 FROM remanejamento_aprovador WHERE remanejamento_id = ${id} AND usuario_id = ${ctx.sessao.usuarioId}`.execute(ctx.trx);
    if (pode.rows.length === 0) throw new HttpError(403, M.remanejamentoNaoEAprovador);
    await registrarPasso(ctx.trx, id, passo, ctx.sessao.usuarioId, r.nivel, motivo);
    const situacao = await avaliarEAvisar(ctx, id);
    if (situacao === 'REJEITADO') return { mensagem: M.remanejamentoRejeitado };
    return { mensagem: situacao === 'APROVADO' ? M.remanejamentoEfetivado : MENSAGENS_DA_APROVACAO.aprovado };
  };

export const aprovarRemanejamento = decisao('APROVADO');
export const rejeitarRemanejamento = decisao('REJEITADO');

export const doLeitor = (ctx: ContextoDoFiltro): RawBuilder<unknown>[] => [sql`${ctx.coluna('usuario')} = ${ctx.sessao.usuarioId}`];
