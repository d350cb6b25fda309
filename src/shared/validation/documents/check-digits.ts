/**
 * A check digit by modulo 11 as the Receita Federal defines it for CPF and CNPJ. Each
 * character is valued as its ASCII code − 48: the digit itself for 0–9, and 17–42 for
 * A–Z, the rule of the alphanumeric CNPJ. `weights` pairs with the first characters.
 */
export function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += (chars.charCodeAt(i) - 48) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Both check digits of a body: the second one also weighs the first. */
export function checkDigits(body: string, firstWeights: readonly number[], secondWeights: readonly number[]): string {
  const first = checkDigit(body, firstWeights);
  const second = checkDigit(body + String(first), secondWeights);
  return `${first}${second}`;
}

/** A document of one repeated character passes the arithmetic but is never issued. */
export function isAllSameCharacter(text: string): boolean {
  return /^(.)\1*$/.test(text);
}
