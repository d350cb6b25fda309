// The CEBAS rounding (Decreto 11.791/2023, art. 56 § 2º and art. 60 § 3º): a fraction of 0,5 or
// more rounds up, below 0,5 down. In integers, never through a float: n ÷ d rounded is
// ⌊(2n + d) ÷ 2d⌋ for n ≥ 0 and d > 0.

/** numerador ÷ divisor rounded half up, both non-negative integers (divisor > 0). */
export function arredondar(numerador: number, divisor: number): number {
  return Math.floor((2 * numerador + divisor) / (2 * divisor));
}
