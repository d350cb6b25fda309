import { centavosDosReais } from '../../../../shared/financeiro/centavos.ts';
import { proporcao } from '../../../../shared/suprimentos/custo-medio.ts';
import { ESCALA_DA_QUANTIDADE } from '../../../../shared/suprimentos/custo-medio.ts';
import { numero } from '../../financeiro/valores.ts';
import { milesimosDe } from '../valores.ts';

/** A purchase line's value in cents: quantity (thousandths) × unit value (cents), to the cent. */
export const valorEmCentavos = (milesimos: number, unitarioCentavos: number): number => proporcao(unitarioCentavos, milesimos, ESCALA_DA_QUANTIDADE);

/** The same from a line as sent (JSON numbers); 0 when either is not a valid amount. */
export function valorDaLinha(quantidade: unknown, valorUnitario: unknown): number {
  const q = milesimosDe(quantidade);
  const v = centavosDosReais(numero(valorUnitario) ?? Number.NaN);
  return q === null || v === null ? 0 : valorEmCentavos(q, v);
}
