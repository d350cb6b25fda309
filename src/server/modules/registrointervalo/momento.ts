import { toWallClock } from '../../../shared/format/wall-clock.ts';

// Break windows are wall-clock times of the institution's time zone (America/Sao_Paulo):
// "12:00–13:00 on Mondays" is read against the local day, weekday and minute of an instant.

/** An instant as the institution's calendar sees it. */
export interface MomentoLocal {
  /** YYYY-MM-DD. */
  data: string;
  /** 0 = domingo ... 6 = sábado. */
  diaDaSemana: number;
  /** Minutes since local midnight. */
  minuto: number;
}

/** A schedule as stored in a group (grupoIntervalo.horarios). */
export interface HorarioGravado {
  id: number;
  diasSemana: readonly number[];
  /** HH:mm. */
  inicio: string;
  /** HH:mm. */
  fim: string;
  duracaoMaximaMin: number;
}

/** An announcement is still owed this long after a window opens (a missed cron minute is caught up). */
export const TOLERANCIA_DO_ANUNCIO_MIN = 5;

export function momentoLocal(agora: Date): MomentoLocal {
  const local = toWallClock(agora);
  if (local === null) throw new Error('Instante inválido.');
  return { data: local.format('YYYY-MM-DD'), diaDaSemana: local.day(), minuto: local.hour() * 60 + local.minute() };
}

export function minutosDaHora(hora: string): number {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  return h * 60 + m;
}

/** The window is open from its first minute to the end of its last one (00:00–23:59 is the whole day). */
export function janelaAberta(horario: HorarioGravado, momento: MomentoLocal): boolean {
  return (
    horario.diasSemana.includes(momento.diaDaSemana) &&
    minutosDaHora(horario.inicio) <= momento.minuto &&
    momento.minuto <= minutosDaHora(horario.fim)
  );
}

/** The window opened within the last few minutes: its notice is due now. */
export function janelaRecemAberta(horario: HorarioGravado, momento: MomentoLocal): boolean {
  return janelaAberta(horario, momento) && momento.minuto < minutosDaHora(horario.inicio) + TOLERANCIA_DO_ANUNCIO_MIN;
}
