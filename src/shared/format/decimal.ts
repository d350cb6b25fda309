// Exact sums and differences of decimal numbers (money with two decimals, quantities with
// more): each number is read as the decimal it is written as (its shortest text, 0.1 → 1/10)
// and added as a scaled integer, so 0.1 + 0.2 is 0.3 and a sum of a thousand installments is
// the sum of their cents, never a float's drift.

interface Decimal {
  /** The digits as an integer: 12.34 → 1234n. */
  inteiro: bigint;
  /** How many of them are decimals: 12.34 → 2. */
  casas: number;
}

function paraDecimal(numero: number): Decimal {
  const [mantissa = '0', expoente = '0'] = numero.toString().toLowerCase().split('e');
  const [inteira = '0', fracao = ''] = mantissa.split('.');
  const casas = fracao.length - Number(expoente);
  const digitos = BigInt(`${inteira}${fracao}`);
  return casas >= 0 ? { inteiro: digitos, casas } : { inteiro: digitos * 10n ** BigInt(-casas), casas: 0 };
}

function escalar(d: Decimal, casas: number): bigint {
  return d.inteiro * 10n ** BigInt(casas - d.casas);
}

function paraNumero({ inteiro, casas }: Decimal): number {
  const negativo = inteiro < 0n;
  const digitos = (negativo ? -inteiro : inteiro).toString().padStart(casas + 1, '0');
  const texto = casas === 0 ? digitos : `${digitos.slice(0, -casas)}.${digitos.slice(-casas)}`;
  return Number(`${negativo ? '-' : ''}${texto}`);
}

/** The exact sum of finite numbers, as the number closest to it (the one its decimal text reads as); 0 for none. */
export function somaExata(numeros: readonly number[]): number {
  if (numeros.some((n) => !Number.isFinite(n))) return Number.NaN;
  const decimais = numeros.map(paraDecimal);
  const casas = Math.max(0, ...decimais.map((d) => d.casas));
  return paraNumero({ inteiro: decimais.reduce((soma, d) => soma + escalar(d, casas), 0n), casas });
}

/** a − b, exactly (see somaExata). */
export function diferencaExata(a: number, b: number): number {
  return somaExata([a, -b]);
}

const TEXTO_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal as PostgreSQL's numeric writes it (`-1234.5`), written pt-BR with at least `casas`
 * decimals (`-1.234,50`) by moving its digits, never through a float; null for other text.
 */
export function formatarDecimalExato(texto: string, casas: number): string | null {
  const partes = TEXTO_DECIMAL.exec(texto.trim());
  if (partes === null) return null;
  const [, sinal = '', inteira = '0', fracao = ''] = partes;
  const milhares = inteira.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, '.');
  const decimais = fracao.padEnd(casas, '0');
  const zero = /^0*$/.test(inteira + fracao);
  return `${zero ? '' : sinal}${milhares}${decimais === '' ? '' : `,${decimais}`}`;
}
