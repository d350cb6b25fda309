import { parseDate, parseDateTime, parseModel } from '../../format/dates.ts';
import { isEmpty } from '../empty.ts';
import { MENSAGENS_VALIDACAO } from '../messages.ts';

/**
 * A real calendar date (31/02 fails) in the model format (YYYY-MM-DD or
 * YYYY-MM-DDTHH:mm:ss) or a display format (DD/MM/YYYY, DD/MM/YYYY HH:mm), or a valid Date.
 */
export function date(value: unknown): string | null {
  if (isEmpty(value)) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? MENSAGENS_VALIDACAO.date : null;
  if (typeof value !== 'string') return MENSAGENS_VALIDACAO.date;
  const valid = parseModel(value) !== null || parseDate(value) !== null || parseDateTime(value) !== null;
  return valid ? null : MENSAGENS_VALIDACAO.date;
}
