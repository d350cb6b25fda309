import { preload } from 'swr';
import type { ItemDoMapa } from '../../../../shared/api/pessoas.ts';
import { post } from '../../../api/http.ts';
import type { CorpoDoFiltro } from '../dados/corpo.ts';
import { CENTRO_DO_BRASIL, RAIO_KM, ZOOM_INICIAL } from './constantes.ts';
import { separarItens, type RespostaDoMapa } from './respostaDoMapa.ts';

// The map's question to the server, outside the map's chunk: the register asks it as soon as the
// Mapa view is chosen, while Leaflet still loads, and the view then finds the reply asked.

const URL_DO_MAPA = '/api/pessoas/mapa';

/** Where the map looks: the centre asked about, the zoom the server clusters for and the view's bounds. */
export interface RegiaoDoMapa {
  latitude: number;
  longitude: number;
  zoom: number;
  /** Leaflet's toBBoxString() of the view: 'oeste,sul,leste,norte'; absent before the map has a size. */
  bbox?: string;
}

export const REGIAO_INICIAL: RegiaoDoMapa = { latitude: CENTRO_DO_BRASIL[0], longitude: CENTRO_DO_BRASIL[1], zoom: ZOOM_INICIAL };

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

/** SWR's key of a region's markers for the search of a round (rodada) of the register. */
export type ChaveDosMarcadores = readonly ['pessoas/mapa', string, number, string];

export const chaveDosMarcadores = (corpo: CorpoDoFiltro, rodada: number, regiao: RegiaoDoMapa): ChaveDosMarcadores => [
  'pessoas/mapa',
  JSON.stringify(corpo),
  rodada,
  JSON.stringify(regiao),
];

export const buscarPelaChave = ([, corpo, , regiao]: ChaveDosMarcadores) => buscarMarcadores(JSON.parse(corpo) as CorpoDoFiltro, JSON.parse(regiao) as RegiaoDoMapa);

/** Asks the first view's markers now; the view's useMarcadores takes the reply (or its error) when it mounts. */
export function precarregarMarcadores(corpo: CorpoDoFiltro, rodada: number): void {
  preload(chaveDosMarcadores(corpo, rodada, REGIAO_INICIAL), buscarPelaChave).catch(() => undefined);
}
