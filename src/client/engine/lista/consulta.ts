import { urlDaImpressao } from '../../../shared/api/impressao.ts';
import type { FiltroResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { escreverOrdenacao, TODAS_AS_UNIDADES, type BuscaDaLista } from './busca.ts';
import { parametrosDoFiltro } from './parametrosDoFiltro.ts';

/** q, the units and the filter's parameters: what selects the records, for the page, its resumos and its print alike. */
function selecao(busca: BuscaDaLista, filtro: FiltroResolvido | null): URLSearchParams {
  const query = new URLSearchParams(busca.q === '' ? [] : [['q', busca.q]]);
  if (busca.todasAsUnidades === true) query.set('unidades', TODAS_AS_UNIDADES);
  for (const [parametro, valor] of parametrosDoFiltro(filtro, busca.filtro)) query.append(parametro, valor);
  return query;
}

/** The paged GET of a resource: page (1-based), rpp, q, sort=campo,asc|desc, unidades and the filter's parameters. */
export function urlDaConsulta(recurso: string, busca: BuscaDaLista, rpp: number, filtro: FiltroResolvido | null): string {
  const query = new URLSearchParams({ page: String(busca.page), rpp: String(rpp) });
  if (busca.q !== '') query.set('q', busca.q);
  if (busca.ordenacao) query.set('sort', escreverOrdenacao(busca.ordenacao));
  if (busca.todasAsUnidades === true) query.set('unidades', TODAS_AS_UNIDADES);
  for (const [parametro, valor] of parametrosDoFiltro(filtro, busca.filtro)) query.append(parametro, valor);
  return `${recurso}?${query}`;
}

/** GET {recurso}/resumos with the same search and filter as the page. */
export function urlDosResumos(recurso: string, busca: BuscaDaLista, filtro: FiltroResolvido | null): string {
  const query = selecao(busca, filtro).toString();
  return `${recurso}/resumos${query === '' ? '' : `?${query}`}`;
}

/** POST {recurso}/imprimir: what the page shows, whole: its search, filter and sort, without paging. */
export function urlDaImpressaoDaLista(recurso: string, busca: BuscaDaLista, filtro: FiltroResolvido | null): string {
  const query = selecao(busca, filtro);
  if (busca.ordenacao) query.set('sort', escreverOrdenacao(busca.ordenacao));
  const texto = query.toString();
  return `${urlDaImpressao(recurso)}${texto === '' ? '' : `?${texto}`}`;
}
