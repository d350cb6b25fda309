import { useState } from 'react';
import { lazyPage } from '../../app/lazy/lazyPage.tsx';
import type { Vista } from './busca/buscaNaUrl.ts';
import { useCadastro } from './CadastroContext.ts';
import { VistaGrade } from './grade/VistaGrade.tsx';
import { VistaLista } from './lista/VistaLista.tsx';
import { precarregarMarcadores } from './mapa/pedidoDoMapa.ts';

// Leaflet and supercluster load in their own chunk, once the register is idle
// (precarregarVistaMapa) or when the map is shown, whichever comes first.
const VistaMapa = lazyPage(() => import('./mapa/index.ts').then((m) => m.VistaMapa));

export const precarregarVistaMapa = () => VistaMapa.precarregar();

/** The map's markers are asked for before the map mounts (and while its chunk loads, if it must). */
function MapaDoCadastro() {
  const { corpo, rodada } = useCadastro();
  // Once per mount, before the view's own request would leave: SWR's preload does not join a request in flight.
  useState(() => precarregarMarcadores(corpo, rodada));
  return <VistaMapa />;
}

/** The view chosen: each reads the search from the screen's context. */
export function VistaDoCadastro({ vista }: { vista: Vista }) {
  if (vista === 'lista') return <VistaLista />;
  if (vista === 'mapa') return <MapaDoCadastro />;
  return <VistaGrade />;
}
