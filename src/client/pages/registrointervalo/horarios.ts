import type { EstadoDoIntervalo, HorarioDoIntervalo, Intervalo } from '../../../shared/api/registrointervalo.ts';

export const ROTULO_DO_ESTADO: Readonly<Record<EstadoDoIntervalo, string>> = {
  LIBERADO: 'Liberado',
  EM_ANDAMENTO: 'Em andamento',
  ENCERRADO: 'Realizado',
};

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
  if (doDia?.estado === 'EM_ANDAMENTO') return { rotulo: ROTULO_DO_ESTADO.EM_ANDAMENTO, cor: 'brand', iniciavel: false };
  if (doDia?.estado === 'ENCERRADO') {
    return doDia.excedido
      ? { rotulo: 'Realizado com excesso', cor: 'danger', iniciavel: false }
      : { rotulo: ROTULO_DO_ESTADO.ENCERRADO, cor: 'success', iniciavel: false };
  }
  if (!horario.aberto) return { rotulo: doDia ? 'Liberado, fora do horário' : 'Fora do horário', cor: 'subtle', iniciavel: false };
  return { rotulo: 'Liberado', cor: 'informative', iniciavel: !haEmAndamento && horario.tipos.length > 0 };
}

/** Today's interval of each schedule, by schedule id. */
export function intervalosPorHorario(intervalos: readonly Intervalo[]): ReadonlyMap<number, Intervalo> {
  return new Map(intervalos.map((intervalo) => [intervalo.grupoIntervaloHorarioId, intervalo]));
}
