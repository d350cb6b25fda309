import { escreverBusca, lerBusca, type ValoresDoFiltro } from '../../../engine/lista/busca.ts';

// The screen's search as the URL query holds it, so a filtered list can be bookmarked and
// shared: ?vista=lista&q=silva&filtro={"cpf":"52998224725"}. The engine's lists write q and
// filtro the same way; the default view (grade) is left out.

export type Vista = 'grade' | 'lista' | 'mapa';

export const VISTAS: readonly Vista[] = ['grade', 'lista', 'mapa'];
export const VISTA_PADRAO: Vista = 'grade';

export interface BuscaDoCadastro {
  q: string;
  vista: Vista;
  /** The filter panel's values by parameter, as the panel holds them (chosen records included). */
  filtro: ValoresDoFiltro;
}

const ehVista = (valor: string | null): valor is Vista => VISTAS.some((vista) => vista === valor);

export function lerBuscaDoCadastro(query: URLSearchParams): BuscaDoCadastro {
  const { q, filtro } = lerBusca(query, null);
  const vista = query.get('vista');
  return { q, filtro, vista: ehVista(vista) ? vista : VISTA_PADRAO };
}

export function escreverBuscaDoCadastro(busca: BuscaDoCadastro): URLSearchParams {
  const query = escreverBusca({ q: busca.q, filtro: busca.filtro, ordenacao: null, page: 1 }, null);
  if (busca.vista !== VISTA_PADRAO) query.set('vista', busca.vista);
  return query;
}
