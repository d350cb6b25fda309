import { useEffect, useMemo, useRef, useState } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { useIdioma, useT } from '../../i18n/traducao.ts';
import { camadaDoContorno, estiloDoContorno } from './contorno.ts';
import { atribuicaoDosTiles, useUrlDosTiles } from './tiles.ts';
import './base.css';

interface CamadasDeBaseProps {
  /** Without tiles, a closer view shows nothing but land: the map steps back to this zoom, once. */
  zoomMaximoSemTiles?: number;
}

/**
 * What every map of the app draws under its own layers: the institution's tiles and the states'
 * outline. While no tile has loaded and one failed (the tile server unreachable or blocked), the
 * outline is filled as land over a sea and a notice says why.
 */
export function CamadasDeBase({ zoomMaximoSemTiles }: CamadasDeBaseProps) {
  const t = useT();
  const idioma = useIdioma();
  const url = useUrlDosTiles();
  const mapa = useMap();
  const [semTiles, setSemTiles] = useState(false);
  const carregouAlgum = useRef(false);
  const contorno = useMemo(() => camadaDoContorno(), []);

  useEffect(() => {
    contorno.addTo(mapa);
    return () => void contorno.remove();
  }, [mapa, contorno]);

  useEffect(() => {
    contorno.setStyle(estiloDoContorno(semTiles));
    mapa.getContainer().classList.toggle('alicerce-sem-tiles', semTiles);
    if (semTiles && zoomMaximoSemTiles !== undefined && mapa.getZoom() > zoomMaximoSemTiles) mapa.setZoom(zoomMaximoSemTiles);
  }, [mapa, contorno, semTiles, zoomMaximoSemTiles]);

  const eventos = useMemo(
    () => ({
      tileload: () => {
        carregouAlgum.current = true;
        setSemTiles(false);
      },
      tileerror: () => setSemTiles(!carregouAlgum.current),
    }),
    [],
  );

  return (
    <>
      {/* Leaflet reads the attribution once: another language builds the layer anew. */}
      <TileLayer key={`tiles-${idioma}`} url={url} attribution={atribuicaoDosTiles()} eventHandlers={eventos} />
      {semTiles && (
        <div className="alicerce-aviso-sem-tiles" role="status">
          {t('Sem as imagens do mapa: mostrando as divisas dos estados.')}
        </div>
      )}
    </>
  );
}
