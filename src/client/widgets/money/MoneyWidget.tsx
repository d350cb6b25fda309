import { formatMoney } from '../../../shared/format/index.ts';
import type { WidgetProps } from '../types.ts';
import { CampoNumerico } from '../shared/CampoNumerico.tsx';

/** Money pt-BR with two decimals (`1.234,56`), emitted as a number. */
export function MoneyWidget(props: WidgetProps<number>) {
  return <CampoNumerico {...props} casas={2} casasFixas formatar={formatMoney} />;
}
