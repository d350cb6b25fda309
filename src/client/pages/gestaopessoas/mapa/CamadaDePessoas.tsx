import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { useIdioma } from '../../../i18n/traducao.ts';
import { camadaDeGrupos, camadaDePessoas, type NomeDaPessoa } from './camadas.ts';
import type { GrupoDoServidor, MarcadorDePessoa } from './respostaDoMapa.ts';

/** How much closer a click on a server's cluster brings the map. */
const PASSO_DE_ZOOM = 2;

interface CamadaDePessoasProps {
  pessoas: readonly MarcadorDePessoa[];
  grupos: readonly GrupoDoServidor[];
  nomeDa: NomeDaPessoa;
  onEscolher(pessoa: MarcadorDePessoa): void;
}

/** Puts the markers (clustered) and the server's clusters on the map; rebuilt when they change. */
export function CamadaDePessoas({ pessoas, grupos, nomeDa, onEscolher }: CamadaDePessoasProps) {
  const mapa = useMap();
  // The markers' names and icons are built in the language in force, and again in another.
  const idioma = useIdioma();
  // The layers keep the latest handler without being rebuilt when it changes.
  const escolher = useRef(onEscolher);
  useEffect(() => {
    escolher.current = onEscolher;
  });

  useEffect(() => {
    const camada = camadaDePessoas(pessoas, nomeDa, (pessoa) => escolher.current(pessoa));
    mapa.addLayer(camada);
    return () => void mapa.removeLayer(camada);
  }, [mapa, pessoas, nomeDa, idioma]);

  useEffect(() => {
    const camada = camadaDeGrupos(grupos, (grupo) => mapa.setView([grupo.lat, grupo.lng], mapa.getZoom() + PASSO_DE_ZOOM));
    mapa.addLayer(camada);
    return () => void mapa.removeLayer(camada);
  }, [mapa, grupos, idioma]);

  return null;
}
