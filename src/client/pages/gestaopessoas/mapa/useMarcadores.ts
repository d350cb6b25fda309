import useSWR from 'swr';
import type { ApiError } from '../../../api/ApiError.ts';
import { post } from '../../../api/http.ts';
import type { CorpoDoFiltro } from '../dados/corpo.ts';
import { RAIO_KM } from './constantes.ts';
import type { ItemDoMapa } from '../../../../shared/api/pessoas.ts';
import { separarItens, type RespostaDoMapa } from './respostaDoMapa.ts';

export const URL_DO_MAPA = '/api/pessoas/mapa';

/** Where the map looks: the centre asked about, the zoom the server clusters for and the view's bounds. */
export interface RegiaoDoMapa {
  latitude: number;
  longitude: number;
  zoom: number;
  /** Leaflet's toBBoxString() of the view: 'oeste,sul,leste,norte'; absent before the map has a size. */
  bbox?: string;
}

/** POST /api/pessoas/mapa: the centre and radius in the query, the search's filter as the body. */
export async function buscarMarcadores(corpo: CorpoDoFiltro, regiao: RegiaoDoMapa): Promise<RespostaDoMapa> {
  const query = new URLSearchParams({
    latitude: regiao.latitude.toFixed(5),
    longitude: regiao.longitude.toFixed(5),
    raio: String(RAIO_KM),
    todasUnidades: 'false',
    zoom: String(regiao.zoom),
  });
  if (regiao.bbox !== undefined) query.set('bbox', regiao.bbox);
  const { content } = await post<ItemDoMapa[]>(`${URL_DO_MAPA}?${query}`, corpo, { silenciarSucesso: true });
  return separarItens(content);
}

export function useMarcadores(corpo: CorpoDoFiltro, rodada: number, regiao: RegiaoDoMapa) {
  const chave = ['pessoas/mapa', JSON.stringify(corpo), rodada, JSON.stringify(regiao)] as const;
  return useSWR<RespostaDoMapa, ApiError, typeof chave>(
    chave,
    ([, json, , onde]) => buscarMarcadores(JSON.parse(json) as CorpoDoFiltro, JSON.parse(onde) as RegiaoDoMapa),
    // The markers stay while the next region loads: the map never empties between moves.
    { keepPreviousData: true, revalidateOnFocus: false, revalidateIfStale: false },
  );
}
