import type { WidgetProps } from '../types.ts';
import { CaixaDeMarcacao } from '../shared/CaixaDeMarcacao.tsx';

/** A yes/no field: emits true or false. */
export function QCheckboxWidget({ onChange, ...props }: WidgetProps<boolean>) {
  return <CaixaDeMarcacao {...props} onMarcar={onChange} />;
}
