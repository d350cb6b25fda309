import type { TipoDoPainel } from '../../../../shared/api/painel.ts';
import type { Registro } from '../../../widgets/q-autocomplete/index.ts';
import type { Dias } from '../movimento/api.ts';

// The dashboards' calls (shared/api/painel.ts): the period's days and the optional filters.

export interface FiltrosDoPainel {
  conta: Registro | null;
  centroCusto: Registro | null;
  categoria: Registro | null;
}

export const SEM_FILTROS: FiltrosDoPainel = { conta: null, centroCusto: null, categoria: null };

export type ParteDoPainel = 'mensal' | 'categorias' | 'centroscusto' | 'pessoas' | 'contas' | 'vencidos' | 'orcamento';

export function urlDoPainel(parte: ParteDoPainel, dias: Dias, filtros: FiltrosDoPainel, tipo?: TipoDoPainel): string {
  const query = new URLSearchParams({ inicio: dias.inicio, fim: dias.fim });
  if (tipo !== undefined) query.set('tipo', tipo);
  for (const nome of ['conta', 'centroCusto', 'categoria'] as const) {
    const registro = filtros[nome];
    if (registro !== null) query.set(nome, String(registro.id));
  }
  return `/api/financeiro/painel/${parte}?${query}`;
}
