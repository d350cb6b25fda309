import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import { useIdioma } from '../../../i18n/traducao.ts';
import { camadaAgrupada, type CamadaAgrupada } from './camadaAgrupada.ts';
import { camadaDeGrupos, type NomeDaPessoa } from './camadas.ts';
import type { GrupoDoServidor, MarcadorDePessoa } from './respostaDoMapa.ts';

/** How much closer a click on a server's cluster brings the map. */
const PASSO_DE_ZOOM = 2;

interface CamadaDePessoasProps {
  pessoas: readonly MarcadorDePessoa[];
  grupos: readonly GrupoDoServidor[];
  nomeDa: NomeDaPessoa;
  onEscolher(pessoa: MarcadorDePessoa): void;
}

/** Puts the people (clustered in the browser) and the server's clusters on the map. */
export function CamadaDePessoas({ pessoas, grupos, nomeDa, onEscolher }: CamadaDePessoasProps) {
  const mapa = useMap();
  // The markers' names and icons are built in the language in force, and again in another.
  const idioma = useIdioma();
  // The layers keep the latest handler without being rebuilt when it changes.
  const escolher = useRef(onEscolher);
  useEffect(() => {
    escolher.current = onEscolher;
  });

  // One clustering worker while the map is open; each reply is loaded into it.
  const [agrupada, setAgrupada] = useState<CamadaAgrupada | null>(null);
  useEffect(() => {
    const camada = camadaAgrupada(mapa, nomeDa, (pessoa) => escolher.current(pessoa));
    setAgrupada(camada);
    return () => camada.remover();
  }, [mapa, nomeDa, idioma]);

  useEffect(() => agrupada?.carregar(pessoas), [agrupada, pessoas]);

  useEffect(() => {
    const camada = camadaDeGrupos(grupos, (grupo) => mapa.setView([grupo.lat, grupo.lng], mapa.getZoom() + PASSO_DE_ZOOM));
    mapa.addLayer(camada);
    return () => void mapa.removeLayer(camada);
  }, [mapa, grupos, idioma]);

  return null;
}
