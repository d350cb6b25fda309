import { checkDigits, isAllSameCharacter } from './check-digits.ts';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The two check digits of a twelve-character CNPJ body (digits or uppercase letters). */
export function cnpjCheckDigits(body: string): string {
  return checkDigits(body, FIRST_WEIGHTS, SECOND_WEIGHTS);
}

/**
 * A CNPJ with or without its mask, numeric or alphanumeric (issued since July 2026):
 * fourteen characters once the mask's . / - are removed and letters uppercased, the first
 * twelve in [0-9A-Z], the last two digits, not one repeated character, right check digits.
 */
export function isCnpjValido(text: string): boolean {
  const cnpj = text.trim().replace(/[./-]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || isAllSameCharacter(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}
