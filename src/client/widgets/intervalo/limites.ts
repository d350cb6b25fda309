import type { ComponentType } from 'react';
import type { Apresentacao } from '../../../shared/engine/tela-resolvida.ts';
import { DateTimePickerWidget } from '../date-time-picker/index.ts';
import { MoneyWidget } from '../money/index.ts';
import { NumberWidget } from '../number/index.ts';
import type { WidgetProps } from '../types.ts';

/** A bound of a from–to filter: a date (model text) or a number. */
export type Limite = string | number;

/** The value a `intervalo` filter holds: either side may be open (null). */
export interface ValorIntervalo {
  de: Limite | null;
  ate: Limite | null;
}

/** The widget of each bound, as the field's own form widget: a day for dates, money or a number otherwise. */
export function widgetDoLimite(apresentacao: Apresentacao<string>): ComponentType<WidgetProps<Limite>> {
  if (apresentacao.formato === 'date' || apresentacao.formato === 'date-time') return DateTimePickerWidget as ComponentType<WidgetProps<Limite>>;
  return (apresentacao.tipo === 'money' ? MoneyWidget : NumberWidget) as ComponentType<WidgetProps<Limite>>;
}

/** Both sides open is no filter at all. */
export function comLimite(atual: ValorIntervalo | null | undefined, lado: keyof ValorIntervalo, limite: Limite | null): ValorIntervalo | null {
  const novo = { de: atual?.de ?? null, ate: atual?.ate ?? null, [lado]: limite };
  return novo.de === null && novo.ate === null ? null : novo;
}
