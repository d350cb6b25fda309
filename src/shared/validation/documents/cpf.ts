import { checkDigits, isAllSameCharacter } from './check-digits.ts';

const FIRST_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** The two check digits of a nine-digit CPF body. */
export function cpfCheckDigits(body: string): string {
  return checkDigits(body, FIRST_WEIGHTS, SECOND_WEIGHTS);
}

/**
 * A CPF with or without its mask: eleven digits once the mask's dots and hyphen are
 * removed (any other character makes it invalid), not one repeated digit, right check digits.
 */
export function isCpfValido(text: string): boolean {
  const cpf = text.trim().replace(/[.-]/g, '');
  if (!/^\d{11}$/.test(cpf) || isAllSameCharacter(cpf)) return false;
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9));
}
