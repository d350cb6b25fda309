import { isEmpty } from '../empty.ts';
import { mensagemCasasDecimais } from '../messages.ts';

// Exact amounts (money, rates) keep the decimals their column keeps: PostgreSQL would round a
// third decimal of numeric(14,2) silently, so the value is refused instead.

const MODELO = /^-?\d+(?:\.(\d+))?$/;
const PT_BR = /^-?(?:\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;

/**
 * How many decimals a value is written with: a number by its shortest exact text (0.1 + 0.2 has
 * 17), a text in the model's notation (1234.5) or pt-BR (1.234,5); null for what is not a number,
 * which the type checks report.
 */
export function casasDecimaisDe(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const [mantissa = '', expoente = '0'] = String(Math.abs(value)).split('e');
    return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(expoente));
  }
  if (typeof value !== 'string') return null;
  const texto = value.trim();
  const casas = MODELO.exec(texto) ?? PT_BR.exec(texto);
  return casas === null ? null : (casas[1] ?? '').length;
}

export function casasDecimais(value: unknown, maximo: number): string | null {
  if (isEmpty(value)) return null;
  const casas = casasDecimaisDe(value);
  return casas === null || casas <= maximo ? null : mensagemCasasDecimais(maximo);
}
