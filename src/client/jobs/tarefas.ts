import type { EstadoDaTarefa, TarefaResumo } from '../../shared/realtime/protocolo.ts';
import { t } from '../i18n/traducao.ts';

/** A job's state as the user reads it, in the language in force. */
export function rotuloDoEstado(estado: EstadoDaTarefa): string {
  switch (estado) {
    case 'fila':
      return t('Na fila');
    case 'executando':
      return t('Em execução');
    case 'concluida':
      return t('Concluída');
    case 'falhou':
      return t('Falhou');
  }
}

export const emAndamento = (t: TarefaResumo) => t.estado === 'fila' || t.estado === 'executando';

/**
 * The panel's list: what the server listed, each replaced by a newer state that arrived on the
 * live channel, plus jobs known only from the channel; newest first.
 */
export function mesclarTarefas(doServidor: readonly TarefaResumo[], aoVivo: ReadonlyMap<number, TarefaResumo>, limite = 20): TarefaResumo[] {
  const porId = new Map<number, TarefaResumo>();
  for (const t of doServidor) porId.set(t.id, t);
  for (const t of aoVivo.values()) {
    const conhecida = porId.get(t.id);
    if (!conhecida || conhecida.atualizadaEm <= t.atualizadaEm) porId.set(t.id, t);
  }
  return [...porId.values()].sort((a, b) => b.id - a.id).slice(0, limite);
}
