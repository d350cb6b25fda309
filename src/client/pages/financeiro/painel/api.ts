import type { TipoDoPainel } from '../../../../shared/api/painel.ts';
import type { Registro } from '../../../widgets/q-autocomplete/index.ts';
import type { Dias } from '../movimento/api.ts';

// The dashboards' calls (shared/api/painel.ts): the period's days and the optional filters.

/** The filters of the charts page, kept in its URL with the period. */
export const FILTROS_DO_PAINEL = ['conta', 'centroCusto', 'categoria'] as const;

export type FiltrosDoPainel = Readonly<Record<(typeof FILTROS_DO_PAINEL)[number], Registro | null>>;

export type ParteDoPainel = 'mensal' | 'categorias' | 'centroscusto' | 'pessoas' | 'contas' | 'vencidos' | 'orcamento';

export function urlDoPainel(parte: ParteDoPainel, dias: Dias, filtros: FiltrosDoPainel, tipo?: TipoDoPainel): string {
  const query = new URLSearchParams({ inicio: dias.inicio, fim: dias.fim });
  if (tipo !== undefined) query.set('tipo', tipo);
  for (const nome of FILTROS_DO_PAINEL) {
    const registro = filtros[nome];
    if (registro !== null) query.set(nome, String(registro.id));
  }
  return `/api/financeiro/painel/${parte}?${query}`;
}
