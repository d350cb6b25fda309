import { CENTRO_DO_BRASIL, ZOOM_DO_BRASIL } from '../../../components/mapa/constantes.ts';

// Section 9 and the specification's Mapa view: a fixed point in central Brazil, zoom 4, 500 px.
export { CENTRO_DO_BRASIL };
export const ZOOM_INICIAL = ZOOM_DO_BRASIL;
export const ALTURA_DO_MAPA = '500px';
/** Kilometres around the centre asked of the server. */
export const RAIO_KM = 2000;
