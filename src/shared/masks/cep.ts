import { applyPattern, onlyDigits } from './apply-pattern.ts';
import { MASK_PATTERNS } from './patterns.ts';

/** 00000-000 */
export function formatCep(text: string): string {
  return applyPattern(MASK_PATTERNS.cep[0], onlyDigits(text));
}

export function unformatCep(text: string): string {
  return onlyDigits(text);
}
