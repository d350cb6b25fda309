import type { FiltroResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { escreverOrdenacao, filtroPreenchido, type BuscaDaLista } from './busca.ts';

/** A filter value as a query value: a chosen record by its id, anything else as text. */
function textoDoParametro(valor: unknown): string {
  if (typeof valor === 'object' && valor !== null && 'id' in valor) return String((valor as { id: unknown }).id);
  if (typeof valor === 'object' && valor !== null) return JSON.stringify(valor);
  return String(valor);
}

/**
 * The paged GET of a resource: page (1-based), rpp, q, sort=campo,asc|desc and one query
 * parameter per filled filter field (repeated for a multiple choice).
 */
export function urlDaConsulta(recurso: string, busca: BuscaDaLista, rpp: number, filtro: FiltroResolvido | null): string {
  const query = new URLSearchParams({ page: String(busca.page), rpp: String(rpp) });
  if (busca.q !== '') query.set('q', busca.q);
  if (busca.ordenacao) query.set('sort', escreverOrdenacao(busca.ordenacao));
  const conhecidos = new Set((filtro?.campos ?? []).map((campo) => campo.parametro));
  for (const [parametro, valor] of Object.entries(filtroPreenchido(busca.filtro))) {
    // Only the descriptor's parameters: a hand-edited URL cannot send anything else.
    if (!conhecidos.has(parametro)) continue;
    for (const item of Array.isArray(valor) ? valor : [valor]) query.append(parametro, textoDoParametro(item));
  }
  return `${recurso}?${query}`;
}
