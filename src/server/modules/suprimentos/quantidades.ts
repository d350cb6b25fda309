import { ESCALA_DA_QUANTIDADE } from '../../../shared/suprimentos/custo-medio.ts';

// Quantities are numeric(14,3) in PostgreSQL (text through node-postgres) and JSON numbers with at
// most three decimals on the wire; the rules count them in whole thousandths of the unit.

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;

/** '12.500' → 12500; null for text that is not a quantity. */
export function milesimosDoDecimal(texto: string): number | null {
  const m = DECIMAL.exec(texto.trim());
  if (m === null) return null;
  const milesimos = Number(m[2]) * ESCALA_DA_QUANTIDADE + Number((m[3] ?? '').padEnd(3, '0'));
  return m[1] === '-' && milesimos !== 0 ? -milesimos : milesimos;
}

/** 12500 → '12.500', the text a numeric(14,3) column takes. */
export function decimalDosMilesimos(milesimos: number): string {
  const a = Math.abs(milesimos);
  return `${milesimos < 0 ? '-' : ''}${Math.floor(a / ESCALA_DA_QUANTIDADE)}.${String(a % ESCALA_DA_QUANTIDADE).padStart(3, '0')}`;
}

/** A JSON quantity (12.5) in thousandths; null when it is not a number with at most three decimals. */
export function milesimosDoNumero(valor: unknown): number | null {
  if (typeof valor !== 'number' || !Number.isFinite(valor)) return null;
  const milesimos = Math.round(valor * ESCALA_DA_QUANTIDADE) + 0;
  return Number.isSafeInteger(milesimos) && Math.abs(milesimos / ESCALA_DA_QUANTIDADE - valor) < 1e-9 ? milesimos : null;
}
