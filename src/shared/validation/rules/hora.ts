import { isEmpty } from '../empty.ts';
import { MENSAGENS_VALIDACAO, mensagemHoraPosterior } from '../messages.ts';

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day as HH:mm, 00:00 to 23:59. */
export function isHora(text: string): boolean {
  return HORA.test(text);
}

export function hora(value: unknown): string | null {
  if (isEmpty(value)) return null;
  return typeof value === 'string' && isHora(value) ? null : MENSAGENS_VALIDACAO.hora;
}

/**
 * Later than `limite` (HH:mm, e.g. a window's start for its end). A value or a limit that is
 * not a time passes: the `hora` rule of each reports it.
 */
export function horaPosterior(value: unknown, limite: string): string | null {
  if (typeof value !== 'string' || !isHora(value) || !isHora(limite)) return null;
  return value > limite ? null : mensagemHoraPosterior(limite);
}
