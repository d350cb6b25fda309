// Money is a whole number of cents in the domain and `numeric` in PostgreSQL, which node-postgres
// hands over as text ('1234.56'). These read and write that text digit by digit, never through a float.

/** R$ 999.999.999.999,99, the money fields' maximum. */
export const VALOR_MAXIMO_CENTAVOS = 99_999_999_999_999;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** '1234.56' → 123456, '-0.5' → -50; null for text that is not money with at most two decimals. */
export function centavosDoDecimal(texto: string): number | null {
  const m = DECIMAL.exec(texto.trim());
  if (m === null) return null;
  const centavos = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) return null;
  return m[1] === '-' && centavos !== 0 ? -centavos : centavos;
}

/** 123456 → '1234.56', the text a `numeric` column takes. */
export function decimalDosCentavos(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Not a whole number of cents: ${centavos}`);
  const absoluto = Math.abs(centavos);
  return `${centavos < 0 ? '-' : ''}${Math.floor(absoluto / 100)}.${String(absoluto % 100).padStart(2, '0')}`;
}

/** 123456 → 1234.56, the number with two decimals a JSON reply carries (the nearest double prints as written). */
export const reaisDosCentavos = (centavos: number): number => Number(decimalDosCentavos(centavos));

/** 1234.56 → 123456: a JSON amount of at most two decimals, or null when it has more. */
export function centavosDosReais(reais: number): number | null {
  if (!Number.isFinite(reais)) return null;
  // + 0 turns -0 into 0.
  const centavos = Math.round(reais * 100) + 0;
  // The float error of a two-decimal amount is far below half a cent; more decimals leave a real gap.
  return Number.isSafeInteger(centavos) && reaisDosCentavos(centavos) === reais ? centavos : null;
}
