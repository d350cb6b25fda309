import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import type { Ponto } from '../../../shared/geo/posicao.ts';
import { CamadasDeBase } from '../../components/mapa/CamadasDeBase.tsx';
import { CENTRO_DO_BRASIL, ZOOM_DO_BRASIL } from '../../components/mapa/constantes.ts';
import { useIdioma, useT } from '../../i18n/traducao.ts';

// The form's map (its own chunk, with Leaflet): a click or a dragged marker picks the exact point.

export interface MapaDoPontoProps {
  ponto: Ponto | null;
  /** The point is the municipality's seat: drawn apart, and seen from further away. */
  aproximado: boolean;
  desabilitado: boolean;
  className: string;
  onEscolher(ponto: Ponto): void;
}

/** A street in view for an exact point, the town for a seat. */
const zoomDo = (aproximado: boolean) => (aproximado ? 12 : 16);
/** Without tiles, the state around the point, its borders in view. */
const ZOOM_SEM_TILES = 7;

const ICONES = {
  exato: L.divIcon({ className: 'alicerce-marcador-ponto', iconSize: [18, 18], html: '' }),
  aproximado: L.divIcon({ className: 'alicerce-marcador-ponto alicerce-marcador-ponto-aproximado', iconSize: [18, 18], html: '' }),
};

function PontoEscolhido({ ponto, aproximado, desabilitado, onEscolher }: Omit<MapaDoPontoProps, 'className'>) {
  const t = useT();
  const mapa = useMap();
  useMapEvents({ click: (evento) => void (desabilitado || onEscolher({ latitude: evento.latlng.lat, longitude: evento.latlng.lng })) });

  // A point typed (or cleared back to the seat) outside the view is brought into it.
  useEffect(() => {
    if (ponto !== null && !mapa.getBounds().contains([ponto.latitude, ponto.longitude])) mapa.setView([ponto.latitude, ponto.longitude], Math.max(mapa.getZoom(), zoomDo(aproximado)));
  }, [mapa, ponto, aproximado]);

  const eventos = useMemo(
    () => ({
      dragend: (evento: L.DragEndEvent) => {
        const { lat, lng } = (evento.target as L.Marker).getLatLng();
        onEscolher({ latitude: lat, longitude: lng });
      },
    }),
    [onEscolher],
  );
  if (ponto === null) return null;
  return (
    <Marker
      position={[ponto.latitude, ponto.longitude]}
      icon={aproximado ? ICONES.aproximado : ICONES.exato}
      draggable={!desabilitado}
      keyboard={false}
      title={aproximado ? t('Localização aproximada (sede do município)') : t('Localização exata')}
      eventHandlers={eventos}
    />
  );
}

export default function MapaDoPonto({ className, ...props }: MapaDoPontoProps) {
  const t = useT();
  const idioma = useIdioma();
  const { ponto } = props;
  return (
    <MapContainer
      className={className}
      center={ponto === null ? CENTRO_DO_BRASIL : [ponto.latitude, ponto.longitude]}
      zoom={ponto === null ? ZOOM_DO_BRASIL : zoomDo(props.aproximado)}
      zoomControl={false}
      // The page scrolls past the map; the buttons and a pinch zoom it.
      scrollWheelZoom={false}
      keyboard={false}
    >
      <CamadasDeBase zoomMaximoSemTiles={ZOOM_SEM_TILES} />
      {/* Leaflet reads these texts once: another language builds them anew. */}
      <ZoomControl key={`zoom-${idioma}`} position="topleft" zoomInTitle={t('Aproximar')} zoomOutTitle={t('Afastar')} />
      <PontoEscolhido {...props} />
    </MapContainer>
  );
}
