import type { LatLngTuple } from 'leaflet';

// Section 9 and the specification's Mapa view: a fixed point in central Brazil, zoom 4, 500 px.
export const CENTRO_DO_BRASIL: LatLngTuple = [-15.78, -47.93];
export const ZOOM_INICIAL = 4;
export const ALTURA_DO_MAPA = '500px';
/** Kilometres around the centre asked of the server. */
export const RAIO_KM = 2000;
