import type { FieldError } from '../api/contract.ts';

// Where a person is on the map. Saved with a municipality and without an exact point, a person
// sits at the municipality's seat, marked approximate, and follows the municipality when it
// changes; an exact point (typed, picked on the form's map or sent to the API) wins and is kept.
// The server decides on every save (modules/pessoas); the form's map shows the same verdict.

export interface Ponto {
  latitude: number;
  longitude: number;
}

/** The coordinates a record carries, as typed or sent: either may be missing. */
export interface Coordenadas {
  latitude?: number | null;
  longitude?: number | null;
}

/** A stored point: both coordinates or neither, and whether they are the seat's. */
export interface Posicao {
  latitude: number | null;
  longitude: number | null;
  aproximada: boolean;
}

export const SEM_POSICAO: Posicao = { latitude: null, longitude: null, aproximada: false };

export const MENSAGENS_DA_POSICAO = {
  faltaLatitude: 'Informe também a latitude.',
  faltaLongitude: 'Informe também a longitude.',
} as const;

/** The record still carries the approximate point stored before (a form sends back what it loaded). */
export function repeteAproximada(pedido: Coordenadas, anterior: Posicao | null): boolean {
  return anterior !== null && anterior.aproximada && pedido.latitude === anterior.latitude && pedido.longitude === anterior.longitude;
}

/** The exact point a record asks for: both coordinates, other than the approximate point it had. */
export function pontoExato(pedido: Coordenadas, anterior: Posicao | null): Ponto | null {
  const { latitude, longitude } = pedido;
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  return repeteAproximada(pedido, anterior) ? null : { latitude, longitude };
}

/** The point a save stores: the exact point asked for; else the municipality's seat, approximate; else none. */
export function posicionar(pedido: Coordenadas, anterior: Posicao | null, sede: Ponto | null): Posicao {
  const exato = pontoExato(pedido, anterior);
  if (exato !== null) return { ...exato, aproximada: false };
  return sede === null ? SEM_POSICAO : { ...sede, aproximada: true };
}

const vazia = (valor: number | null | undefined) => valor === null || valor === undefined;

/** One coordinate without the other places nobody: the missing one is asked for. */
export function errosDoPar(pedido: Coordenadas): FieldError[] {
  if (vazia(pedido.latitude) === vazia(pedido.longitude)) return [];
  return vazia(pedido.latitude)
    ? [{ field: 'latitude', message: MENSAGENS_DA_POSICAO.faltaLatitude }]
    : [{ field: 'longitude', message: MENSAGENS_DA_POSICAO.faltaLongitude }];
}
