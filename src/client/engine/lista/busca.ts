import type { Direcao } from '../../../shared/engine/types.ts';
import type { Ordenacao } from '../../components/table/index.ts';

// A list's search as the URL query holds it, so that a filtered list can be bookmarked:
// ?q=silva&sort=nome,desc&page=2&filtro={"ativo":true}&unidades=todas. Defaults are left out of the URL.

export type ValoresDoFiltro = Readonly<Record<string, unknown>>;

export interface BuscaDaLista {
  q: string;
  /** null: unsorted. */
  ordenacao: Ordenacao | null;
  page: number;
  filtro: ValoresDoFiltro;
  /** Every unit's records (lista.todasAsUnidades, for the administrator); absent: the session's unit. */
  todasAsUnidades?: true;
}

const SEM_FILTRO: ValoresDoFiltro = {};

/** The value of the `unidades` parameter, in the page's URL and in the server's query alike. */
export const TODAS_AS_UNIDADES = 'todas';

export function lerOrdenacao(texto: string): Ordenacao | null {
  const [campo, direcao] = texto.split(',');
  if (!campo) return null;
  return { campo, direcao: direcao === 'desc' ? 'desc' : ('asc' satisfies Direcao) };
}

export const escreverOrdenacao = (ordenacao: Ordenacao | null): string =>
  ordenacao ? `${ordenacao.campo},${ordenacao.direcao}` : '';

function lerFiltro(texto: string | null): ValoresDoFiltro {
  if (!texto) return SEM_FILTRO;
  try {
    const valor: unknown = JSON.parse(texto);
    return typeof valor === 'object' && valor !== null && !Array.isArray(valor) ? (valor as ValoresDoFiltro) : SEM_FILTRO;
  } catch {
    // A hand-edited URL: the list opens unfiltered rather than failing.
    return SEM_FILTRO;
  }
}

/** A filter without empty values: what is worth keeping in the URL and sending. */
export function filtroPreenchido(filtro: ValoresDoFiltro): ValoresDoFiltro {
  return Object.fromEntries(
    Object.entries(filtro).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

/** An absent sort takes the descriptor's default; an empty one (`sort=`) is the user's "unsorted". */
export function lerBusca(query: URLSearchParams, padrao: Ordenacao | null): BuscaDaLista {
  const sort = query.get('sort');
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return {
    q: query.get('q') ?? '',
    ordenacao: sort === null ? padrao : lerOrdenacao(sort),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    filtro: lerFiltro(query.get('filtro')),
    ...(query.get('unidades') === TODAS_AS_UNIDADES ? { todasAsUnidades: true } : {}),
  };
}

export function escreverBusca(busca: BuscaDaLista, padrao: Ordenacao | null): URLSearchParams {
  const query = new URLSearchParams();
  if (busca.q !== '') query.set('q', busca.q);
  const sort = escreverOrdenacao(busca.ordenacao);
  if (sort !== escreverOrdenacao(padrao)) query.set('sort', sort);
  if (busca.page > 1) query.set('page', String(busca.page));
  const filtro = filtroPreenchido(busca.filtro);
  if (Object.keys(filtro).length > 0) query.set('filtro', JSON.stringify(filtro));
  if (busca.todasAsUnidades === true) query.set('unidades', TODAS_AS_UNIDADES);
  return query;
}
