import { dayjs, fusoHorario } from '../../../shared/format/dayjs.ts';
import { formatModel } from '../../../shared/format/dates.ts';

// A notice's expiry is a day of the institution's calendar: shown through that whole day.

/** Today, YYYY-MM-DD, in the institution's time zone. */
export const hojeEm = (agora: Date): string => formatModel(agora).slice(0, 10);

/** The last instant of a day (the stored expiry). */
export function fimDoDia(dia: string): Date {
  const seguinte = dayjs.utc(dia).add(1, 'day').format('YYYY-MM-DD');
  return new Date(dayjs.tz(seguinte, fusoHorario()).valueOf() - 1);
}

/** The day a stored expiry ends, or null. */
export const diaDoFim = (expiraEm: Date | null): string | null => (expiraEm === null ? null : formatModel(expiraEm).slice(0, 10));
