import { numero } from '../financeiro/valores.ts';
import { milesimosDoDecimal, milesimosDoNumero } from './quantidades.ts';

// A stock record's quantity as the ledger counts it: sent as a JSON number, read back as text.

export function milesimosDe(valor: unknown): number | null {
  if (typeof valor === 'string') return milesimosDoDecimal(valor);
  const n = numero(valor);
  return n === null ? null : milesimosDoNumero(n);
}

/** A unit value with up to 4 decimals (12.3456) in ten-thousandths of a real. */
export function decimilesimosDe(valor: unknown): number | null {
  const n = typeof valor === 'string' ? Number(valor) : numero(valor);
  if (n === null || !Number.isFinite(n) || n < 0) return null;
  return Math.round(n * 10_000);
}
