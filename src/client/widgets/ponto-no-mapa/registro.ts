import type { Posicao } from '../../../shared/geo/posicao.ts';
import { exibirRegistro, type Registro } from '../q-autocomplete/fonte.ts';

// The members of the record the map's point reads, as the form holds them (unknown until read).

export const numeroOuNulo = (valor: unknown): number | null => (typeof valor === 'number' && Number.isFinite(valor) ? valor : null);

export interface CidadeDoRegistro {
  id: number;
  /** "Olinda - PE" when the form holds the municipality's name; its id otherwise. */
  rotulo: string;
}

/** The municipality: the autocomplete's {id, nome, estado}, or a bare id. */
export function cidadeDoRegistro(valor: unknown): CidadeDoRegistro | null {
  if (typeof valor === 'number') return { id: valor, rotulo: String(valor) };
  if (typeof valor !== 'object' || valor === null || !('id' in valor) || typeof valor.id !== 'number') return null;
  return { id: valor.id, rotulo: exibirRegistro(valor as Registro) };
}

/** The stored point of a loaded record (a new one has none). */
export function posicaoDoRegistro(latitude: unknown, valores: Readonly<Record<string, unknown>>): Posicao | null {
  const [lat, lng] = [numeroOuNulo(latitude), numeroOuNulo(valores['longitude'])];
  if (lat === null || lng === null) return null;
  return { latitude: lat, longitude: lng, aproximada: valores['coordenadaAproximada'] === true };
}
