import { applyPattern, onlyAlphanumerics } from './apply-pattern.ts';
import { MASK_PATTERNS } from './patterns.ts';

/** 00.000.000/0000-00, letters allowed (and uppercased) in the first twelve positions. */
export function formatCnpj(text: string): string {
  return applyPattern(MASK_PATTERNS.cnpj[0], onlyAlphanumerics(text));
}

export function unformatCnpj(text: string): string {
  return onlyAlphanumerics(text);
}
