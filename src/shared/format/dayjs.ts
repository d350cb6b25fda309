// The one place that configures dayjs, so every date in client and server is read and
// written in the institution's time zone with the same plugins and locale.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import 'dayjs/locale/pt-br.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.locale('pt-br');

let fusoEmVigor = 'America/Sao_Paulo';

/**
 * The institution's time zone (DESIGN.md; configuracoes/parametro changes it): periods and
 * displayed times are computed in it. The server sets it whenever it reads the parameters, the
 * client when the session's parameters arrive.
 */
export const fusoHorario = (): string => fusoEmVigor;

export function definirFusoHorario(fuso: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone: fuso });
    fusoEmVigor = fuso;
  } catch {
    // An unknown zone (never stored: the parameters' rules refuse it) leaves the one in force.
  }
}

export { dayjs };
export type { Dayjs } from 'dayjs';
