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

/** The institution's time zone (DESIGN.md): periods and displayed times are computed in it. */
export const TIME_ZONE = 'America/Sao_Paulo';

export { dayjs };
export type { Dayjs } from 'dayjs';
