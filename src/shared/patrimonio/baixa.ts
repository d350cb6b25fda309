import { competenciaDa } from './competencia.ts';
import { acumuladaAte, type RegraDeDepreciacao } from './depreciacao.ts';

// A write-off (baixa) takes the depreciation up to and including its month, and no quota after
// it; what the asset still carries (its book value) leaves the books against what the write-off
// brought in (a sale's price; nothing for a donation, scrap, theft or loss): the difference is a
// gain (positive) or a loss (negative).

export interface ResultadoDaBaixa {
  /** Depreciation accumulated through the month of the write-off. */
  acumuladaCentavos: number;
  valorContabilCentavos: number;
  /** What came in − book value: > 0 gain, < 0 loss. */
  resultadoCentavos: number;
}

/** The depreciation rule is null for an asset that is never depreciated (land). */
export function resultadoDaBaixa(
  valorCentavos: number,
  regra: RegraDeDepreciacao | null,
  data: string,
  recebidoCentavos: number,
): ResultadoDaBaixa {
  const acumuladaCentavos = regra === null ? 0 : acumuladaAte(regra, competenciaDa(data));
  const valorContabilCentavos = valorCentavos - acumuladaCentavos;
  return { acumuladaCentavos, valorContabilCentavos, resultadoCentavos: recebidoCentavos - valorContabilCentavos };
}
