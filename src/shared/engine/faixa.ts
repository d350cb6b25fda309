import { tipoPrincipal } from './modelo.ts';
import type { ModelProperty } from './types.ts';

// The filters over a range of values: `periodo` (the specification's period options) over a
// date, `intervalo` (from–to) over a date or a number. Client and server read the same kinds.

export const WIDGETS_DE_FAIXA = ['periodo', 'intervalo'] as const;

export type WidgetDeFaixa = (typeof WIDGETS_DE_FAIXA)[number];

/** What a range's bounds are: dates (compared by day) or numbers (money included). */
export type LimitesDaFaixa = 'data' | 'numero';

export function ehWidgetDeFaixa(widget: string): widget is WidgetDeFaixa {
  return (WIDGETS_DE_FAIXA as readonly string[]).includes(widget);
}

export function limitesDaPropriedade(propriedade: ModelProperty): LimitesDaFaixa | null {
  if (propriedade.format === 'date' || propriedade.format === 'date-time') return 'data';
  const tipo = tipoPrincipal(propriedade);
  return tipo === 'number' || tipo === 'integer' ? 'numero' : null;
}

/** The query parameters of a range's bounds: valorDe and valorAte (a CUSTOMIZADO period's dates too). */
export const parametrosDosLimites = (parametro: string): { de: string; ate: string } => ({ de: `${parametro}De`, ate: `${parametro}Ate` });
