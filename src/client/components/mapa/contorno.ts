import L from 'leaflet';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import dados from './contorno-ufs.json';

// Brazil's 27 state outlines (contorno-ufs.json; source and licence in the README beside it),
// drawn under the markers: without the tiles, the markers keep their context.

export type ContornoDosEstados = FeatureCollection<Polygon | MultiPolygon, { uf: string; nome: string }>;

export const CONTORNO_DOS_ESTADOS = dados as unknown as ContornoDosEstados;

/** Thin lines over the tiles; without them, the states filled as land over the sea's colour (base.css). */
export function estiloDoContorno(semTiles: boolean): L.PathOptions {
  return semTiles
    ? { color: '#8a8886', weight: 1, opacity: 1, fill: true, fillColor: '#faf9f8', fillOpacity: 1 }
    : { color: '#605e5c', weight: 1, opacity: 0.5, fill: false };
}

/** Not interactive: a click goes through to the map (the form's map picks a point with it). */
export function camadaDoContorno(): L.GeoJSON {
  return L.geoJSON(CONTORNO_DOS_ESTADOS, { interactive: false, style: estiloDoContorno(false) });
}
