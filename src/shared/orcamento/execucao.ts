// Planned against realised for one cell of the plan (a line's month, a month's total, a year).
//
// The difference is realised minus planned: above zero, more was spent (or received) than
// planned. The percentage is realised over planned × 100 with two decimals, rounded half up in
// magnitude (half away from zero: 1/3 → 33,33; 2/3 → 66,67; −0,005 → −0,01), computed in integers
// so no float is involved; with nothing planned it is null, as a ratio of zero has no meaning.

export interface Execucao {
  planejadoCentavos: number;
  realizadoCentavos: number;
  diferencaCentavos: number;
  /** 123.45 for 123,45%; null when nothing was planned. */
  percentual: number | null;
}

/** realizado / planejado × 100 to two decimals, half away from zero; null when planejado is 0. */
export function percentualRealizado(realizadoCentavos: number, planejadoCentavos: number): number | null {
  if (!Number.isSafeInteger(realizadoCentavos) || !Number.isSafeInteger(planejadoCentavos)) {
    throw new RangeError(`Not whole cents: ${realizadoCentavos} / ${planejadoCentavos}`);
  }
  if (planejadoCentavos === 0) return null;
  const negativo = realizadoCentavos < 0 !== planejadoCentavos < 0 && realizadoCentavos !== 0;
  const numerador = BigInt(Math.abs(realizadoCentavos)) * 10_000n;
  const denominador = BigInt(Math.abs(planejadoCentavos));
  // Hundredths of a percent, half up: floor((2n + d) / 2d).
  const centesimos = (numerador * 2n + denominador) / (denominador * 2n);
  const texto = `${centesimos / 100n}.${String(centesimos % 100n).padStart(2, '0')}`;
  // + 0 turns -0 into 0.
  return (negativo ? -Number(texto) : Number(texto)) + 0;
}

/** The comparison of one cell. */
export function executar(planejadoCentavos: number, realizadoCentavos: number): Execucao {
  return {
    planejadoCentavos,
    realizadoCentavos,
    diferencaCentavos: realizadoCentavos - planejadoCentavos,
    percentual: percentualRealizado(realizadoCentavos, planejadoCentavos),
  };
}
