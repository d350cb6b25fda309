import type { Aviso, TipoDeAviso } from '../../shared/realtime/protocolo.ts';

/** Spec section 9: report notices 5 s, receipt notices 15 min, job notices until closed (-1); an open break window waits for the user too. */
export const DURACAO_DO_AVISO_MS: Record<TipoDeAviso, number> = {
  RELATORIO: 5000,
  RECIBO: 900_000,
  JOB: -1,
  INTERVALO: -1,
};

export function duracaoDoAviso(aviso: Aviso): number {
  return DURACAO_DO_AVISO_MS[aviso.tipo] ?? -1;
}

export type IntencaoDoAviso = 'error' | 'success' | 'info';

/** Spec section 8: a notice with errorMsg shows that message as an error. */
export function intencaoDoAviso(aviso: Aviso): IntencaoDoAviso {
  if (aviso.errorMsg) return 'error';
  return aviso.tarefaId !== undefined ? 'success' : 'info';
}
