import { isAllSameCharacter } from '../documents/check-digits.ts';
import { MENSAGENS_VALIDACAO } from '../messages.ts';
import { textRule } from './text-rule.ts';

/** The longest RG the register stores (specification, section 9). */
export const RG_MAX_LENGTH = 18;
const RG_MIN_ALPHANUMERICS = 5;

/**
 * RGs differ by issuing state, so only what no state issues is rejected: more than 18
 * characters, characters other than letters, digits and the separators . - / and space,
 * fewer than five letters and digits, one repeated character, or a run such as
 * 123456789, 987654321 or ABCDEF.
 */
export const rg = textRule(isRgPlausible, MENSAGENS_VALIDACAO.rg);

function isRgPlausible(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > RG_MAX_LENGTH || !/^[0-9A-Za-z./\s-]+$/.test(trimmed)) return false;
  const chars = trimmed.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return chars.length >= RG_MIN_ALPHANUMERICS && !isAllSameCharacter(chars) && !isRun(chars);
}

/** Every character one above (or every one one below) the previous. */
function isRun(chars: string): boolean {
  const step = chars.charCodeAt(1) - chars.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < chars.length; i++) {
    if (chars.charCodeAt(i) - chars.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}
