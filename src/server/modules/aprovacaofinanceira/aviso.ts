import type { ContextoDoGancho } from '../../resources/ganchos.ts';

// The live notice to the approvers a payable has just reached, once the write commits. A closed
// channel or a failed publish loses only the notice: the approval list shows the título anyway.

export const MENSAGEM_TITULO_DO_AVISO = 'Título para aprovar';
export const MENSAGEM_DO_AVISO = 'Um título a pagar aguarda a sua aprovação em Aprovação financeira › Pagamentos.';

export function avisarAprovadores(ctx: Pick<ContextoDoGancho, 'servicos' | 'depoisDoCommit'>, usuarioIds: readonly number[]): void {
  if (usuarioIds.length === 0) return;
  ctx.depoisDoCommit(() => {
    const { tempoReal } = ctx.servicos;
    if (!tempoReal.aberto) return;
    for (const usuarioId of new Set(usuarioIds)) {
      tempoReal.notificarUsuario(usuarioId, { tipo: 'JOB', title: MENSAGEM_TITULO_DO_AVISO, msg: MENSAGEM_DO_AVISO }).catch(() => undefined);
    }
  });
}
