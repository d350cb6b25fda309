// pt-BR numbers: dot for thousands, comma for decimals.

export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** Formats a number pt-BR (`1.234,5`); '' for NaN or infinities, which have no pt-BR text. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  return formatterFor(options).format(value);
}

// Building an Intl formatter costs far more than using one, and tables format thousands of cells.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(options: NumberFormatOptions): Intl.NumberFormat {
  const key = `${options.minimumFractionDigits ?? ''}|${options.maximumFractionDigits ?? ''}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    // 'negative' keeps a value that rounds to zero from showing as "-0".
    formatter = new Intl.NumberFormat('pt-BR', { ...options, signDisplay: 'negative' });
    formatters.set(key, formatter);
  }
  return formatter;
}

// Either no grouping at all, or dots exactly every three digits.
const PT_BR_NUMBER = /^-?(?:\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;

/**
 * Reads a pt-BR number (`-1.234,56`, `1234,5`, `42`); null when the text is not one. A dot
 * is always a thousands separator here, never a decimal point.
 */
export function parseNumber(text: string): number | null {
  return parseWithDecimals(text.trim(), Infinity);
}

/** Shared by money parsing, which caps the decimals. */
export function parseWithDecimals(text: string, maxDecimals: number): number | null {
  const match = PT_BR_NUMBER.exec(text);
  if (match === null) return null;
  if ((match[1]?.length ?? 0) > maxDecimals) return null;
  return Number(text.replaceAll('.', '').replace(',', '.'));
}
