import { applyPattern, onlyDigits } from './apply-pattern.ts';
import { MASK_PATTERNS } from './patterns.ts';

/** 000.000.000-00 */
export function formatCpf(text: string): string {
  return applyPattern(MASK_PATTERNS.cpf[0], onlyDigits(text));
}

export function unformatCpf(text: string): string {
  return onlyDigits(text);
}
