import type { ContextoDoGancho } from '../../resources/ganchos.ts';

// The live notice to the approvers a payable has just reached, once the write commits. A closed
// channel or a failed publish loses only the notice: the approval list shows the título anyway.

export const MENSAGEM_TITULO_DO_AVISO = 'Título para aprovar';
export const MENSAGEM_DO_AVISO = 'Um título a pagar aguarda a sua aprovação em Aprovação financeira › Pagamentos.';

export interface Aviso {
  title: string;
  msg: string;
}

const AVISO_DO_TITULO: Aviso = { title: MENSAGEM_TITULO_DO_AVISO, msg: MENSAGEM_DO_AVISO };

/** Tells each user once, after the commit, that something waits for their approval (a payable unless `aviso` says what). */
export function avisarAprovadores(ctx: Pick<ContextoDoGancho, 'servicos' | 'depoisDoCommit'>, usuarioIds: readonly number[], aviso: Aviso = AVISO_DO_TITULO): void {
  if (usuarioIds.length === 0) return;
  ctx.depoisDoCommit(() => {
    const { tempoReal } = ctx.servicos;
    if (!tempoReal.aberto) return;
    for (const usuarioId of new Set(usuarioIds)) {
      tempoReal.notificarUsuario(usuarioId, { tipo: 'JOB', ...aviso }).catch(() => undefined);
    }
  });
}
