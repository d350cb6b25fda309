import { aplicarAliquota } from '../../financeiro/retencoes.ts';

// What reaches the institution of a gift collected in a utility bill: the gross amount less the
// utility's fee (a percentage, rounded to the cent half up) and its fixed fee per gift. The fees
// never take more than the gift: the net is never below zero, and net + fees = gross always.

export interface ValorDaArrecadacao {
  brutoCentavos: number;
  taxaCentavos: number;
  tarifaCentavos: number;
  liquidoCentavos: number;
}

export function valorLiquidoDaArrecadacao(brutoCentavos: number, taxaPercentual: number, tarifaFixaCentavos: number): ValorDaArrecadacao {
  if (!Number.isSafeInteger(tarifaFixaCentavos) || tarifaFixaCentavos < 0) throw new RangeError(`tarifa fixa inválida: ${tarifaFixaCentavos}`);
  if (taxaPercentual < 0 || taxaPercentual > 100) throw new RangeError(`taxa fora de 0–100%: ${taxaPercentual}`);
  const taxaCentavos = Math.min(brutoCentavos, aplicarAliquota(brutoCentavos, taxaPercentual));
  const tarifaCentavos = Math.min(tarifaFixaCentavos, brutoCentavos - taxaCentavos);
  return { brutoCentavos, taxaCentavos, tarifaCentavos, liquidoCentavos: brutoCentavos - taxaCentavos - tarifaCentavos };
}
