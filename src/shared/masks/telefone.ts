import { applyPattern, onlyDigits } from './apply-pattern.ts';
import { MASK_PATTERNS } from './patterns.ts';

const [FIXO, CELULAR] = MASK_PATTERNS.telefone;

/** (00) 0000-0000 up to ten digits, (00) 00000-0000 with eleven (mobile numbers). */
export function formatTelefone(text: string): string {
  const digits = onlyDigits(text);
  return applyPattern(digits.length <= 10 ? FIXO : CELULAR, digits);
}

export function unformatTelefone(text: string): string {
  return onlyDigits(text);
}
