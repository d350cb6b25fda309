import type { LatLngTuple } from 'leaflet';

/** Section 9: a fixed point in central Brazil, where the maps open when they have nothing to show. */
export const CENTRO_DO_BRASIL: LatLngTuple = [-15.78, -47.93];
/** The whole country in view. */
export const ZOOM_DO_BRASIL = 4;
