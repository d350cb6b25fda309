import { formatNumber } from '../../../shared/format/index.ts';
import type { WidgetProps } from '../types.ts';
import { CampoNumerico } from '../shared/CampoNumerico.tsx';

// Enough for measures and rates; the model's own rules bound the value.
const CASAS = 6;

const formatar = (valor: number) => formatNumber(valor, { maximumFractionDigits: CASAS });

/** A pt-BR decimal number (`1.234,5`), emitted as a number. */
export function NumberWidget(props: WidgetProps<number>) {
  return <CampoNumerico {...props} casas={CASAS} casasFixas={false} formatar={formatar} />;
}
