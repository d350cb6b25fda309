import type { WidgetProps } from '../types.ts';
import { CampoNumerico } from '../shared/CampoNumerico.tsx';

/** An integer code as it is written, 1011 (never 1.011): the same text the cards and the lists show. */
export function CodigoWidget(props: WidgetProps<number>) {
  return <CampoNumerico {...props} casas={0} casasFixas={false} milhares={false} formatar={String} />;
}
