import { formatNumber, parseWithDecimals } from './number.ts';

const MONEY_DECIMALS = 2;

/** Money pt-BR with two decimals: `1.234,56`, `-1.234,56`; '' for NaN or infinities. */
export function formatMoney(value: number): string {
  return formatNumber(value, { minimumFractionDigits: MONEY_DECIMALS, maximumFractionDigits: MONEY_DECIMALS });
}

// Pasted amounts often carry the currency symbol, before or after the sign.
const CURRENCY = /^(-?)\s*(?:R\$\s*)?(-?)/;

/** Reads pt-BR money (`1.234,56`, `-R$ 1.234,5`); null for other text or more than two decimals. */
export function parseMoney(text: string): number | null {
  const match = CURRENCY.exec(text.trim());
  const before = match?.[1] ?? '';
  const after = match?.[2] ?? '';
  if (before !== '' && after !== '') return null;
  const digits = text.trim().slice(match?.[0].length ?? 0);
  return parseWithDecimals(before + after + digits, MONEY_DECIMALS);
}
