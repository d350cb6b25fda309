import { lazyPage } from '../../app/lazy/lazyPage.tsx';
import type { Vista } from './busca/buscaNaUrl.ts';
import { VistaGrade } from './grade/VistaGrade.tsx';
import { VistaLista } from './lista/VistaLista.tsx';

// Leaflet and its plugins load only when the map is shown.
const VistaMapa = lazyPage(() => import('./mapa/index.ts').then((m) => m.VistaMapa));

/** The view chosen: each reads the search from the screen's context. */
export function VistaDoCadastro({ vista }: { vista: Vista }) {
  if (vista === 'lista') return <VistaLista />;
  if (vista === 'mapa') return <VistaMapa />;
  return <VistaGrade />;
}
