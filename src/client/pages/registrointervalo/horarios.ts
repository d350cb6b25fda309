import type { EstadoDoIntervalo, HorarioDoIntervalo, Intervalo } from '../../../shared/api/registrointervalo.ts';
import { t } from '../../i18n/traducao.ts';

/** An interval's state as the user reads it, in the language in force. */
export function rotuloDoEstado(estado: EstadoDoIntervalo): string {
  switch (estado) {
    case 'LIBERADO':
      return t('Liberado');
    case 'EM_ANDAMENTO':
      return t('Em andamento');
    case 'ENCERRADO':
      return t('Realizado');
  }
}

export type CorDoEstado = 'brand' | 'success' | 'informative' | 'danger' | 'subtle';

export interface SituacaoDoHorario {
  rotulo: string;
  cor: CorDoEstado;
  /** The user may start this schedule's interval now. */
  iniciavel: boolean;
}

/**
 * Where a schedule of today stands for the user: its interval's state when registered today,
 * else whether its window is open. Only one interval runs at a time.
 */
export function situacaoDoHorario(horario: HorarioDoIntervalo, doDia: Intervalo | undefined, haEmAndamento: boolean): SituacaoDoHorario {
  if (doDia?.estado === 'EM_ANDAMENTO') return { rotulo: rotuloDoEstado('EM_ANDAMENTO'), cor: 'brand', iniciavel: false };
  if (doDia?.estado === 'ENCERRADO') {
    return doDia.excedido
      ? { rotulo: t('Realizado com excesso'), cor: 'danger', iniciavel: false }
      : { rotulo: rotuloDoEstado('ENCERRADO'), cor: 'success', iniciavel: false };
  }
  if (!horario.aberto) return { rotulo: doDia ? t('Liberado, fora do horário') : t('Fora do horário'), cor: 'subtle', iniciavel: false };
  return { rotulo: rotuloDoEstado('LIBERADO'), cor: 'informative', iniciavel: !haEmAndamento && horario.tipos.length > 0 };
}

/** Today's interval of each schedule, by schedule id. */
export function intervalosPorHorario(intervalos: readonly Intervalo[]): ReadonlyMap<number, Intervalo> {
  return new Map(intervalos.map((intervalo) => [intervalo.grupoIntervaloHorarioId, intervalo]));
}
