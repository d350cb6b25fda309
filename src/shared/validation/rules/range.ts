import { parseNumber } from '../../format/number.ts';
import { isEmpty } from '../empty.ts';
import { mensagemMaxValue, mensagemMinValue } from '../messages.ts';

export interface RangeOptions {
  /** Shows the limit as money, with two decimals. */
  money?: boolean;
}

export function minValue(value: unknown, limit: number, options: RangeOptions = {}): string | null {
  const number = numberOf(value);
  return number === undefined || number >= limit ? null : mensagemMinValue(limit, options.money);
}

export function maxValue(value: unknown, limit: number, options: RangeOptions = {}): string | null {
  const number = numberOf(value);
  return number === undefined || number <= limit ? null : mensagemMaxValue(limit, options.money);
}

/**
 * undefined for empty (passes); NaN for what is not a number, which satisfies no limit.
 * Model values are numbers; text is read as the model's notation (1234.5) first, then as
 * pt-BR (1.234,5) for values straight from an input.
 */
function numberOf(value: unknown): number | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return Number(text);
  return parseNumber(text) ?? Number.NaN;
}
