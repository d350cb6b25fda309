import type { WidgetProps } from '../types.ts';
import { CaixaDeMarcacao } from '../shared/CaixaDeMarcacao.tsx';

/** A filter checkbox: checked filters by true; unchecked emits null, "don't filter", never false. */
export function CheckBoxFilterWidget({ onChange, ...props }: WidgetProps<boolean>) {
  return <CaixaDeMarcacao {...props} onMarcar={(marcado) => onChange(marcado ? true : null)} />;
}
