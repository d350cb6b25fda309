import type { LatLngBounds } from 'leaflet';
import { useMapEvents } from 'react-leaflet';
import type { RegiaoDoMapa } from './pedidoDoMapa.ts';

const limitar = (valor: number, limite: number) => Math.min(limite, Math.max(-limite, valor)).toFixed(5);

/** The view's bounds as the server reads them ('oeste,sul,leste,norte'), within the globe. */
export function bboxDaVista(limites: LatLngBounds): string {
  return [
    limitar(limites.getWest(), 180),
    limitar(limites.getSouth(), 90),
    limitar(limites.getEast(), 180),
    limitar(limites.getNorth(), 90),
  ].join(',');
}

/** Once the server has clustered, each move or zoom asks again for what the map now shows. */
export function AoMover({ ativo, onMover }: { ativo: boolean; onMover(regiao: RegiaoDoMapa): void }) {
  const mapa = useMapEvents({
    moveend: () => {
      if (!ativo) return;
      const centro = mapa.getCenter().wrap();
      onMover({ latitude: centro.lat, longitude: centro.lng, zoom: mapa.getZoom(), bbox: bboxDaVista(mapa.getBounds()) });
    },
  });
  return null;
}
