import { pontoExato, repeteAproximada, type Coordenadas, type Ponto, type Posicao } from '../../../shared/geo/posicao.ts';

// What the form's map says of the point, before saving, by the rule the save applies
// (shared/geo/posicao.ts): an exact point is kept; otherwise the person goes to the seat of the
// municipality, shown as the approximate point while it is the one loaded and the municipality
// has not changed.

export type SituacaoDoPonto =
  | { tipo: 'exata'; ponto: Ponto }
  | { tipo: 'aproximada'; ponto: Ponto }
  | { tipo: 'sede-ao-salvar' }
  | { tipo: 'sem-localizacao' };

/** The record as the form loaded it. */
export interface PontoCarregado {
  posicao: Posicao | null;
  cidadeId: number | null;
}

export function situacaoDoPonto(atual: Coordenadas, cidadeId: number | null, carregado: PontoCarregado): SituacaoDoPonto {
  const exato = pontoExato(atual, carregado.posicao);
  if (exato !== null) return { tipo: 'exata', ponto: exato };
  if (cidadeId === null) return { tipo: 'sem-localizacao' };
  const { posicao } = carregado;
  if (posicao !== null && cidadeId === carregado.cidadeId && repeteAproximada(atual, posicao) && posicao.latitude !== null && posicao.longitude !== null) {
    return { tipo: 'aproximada', ponto: { latitude: posicao.latitude, longitude: posicao.longitude } };
  }
  return { tipo: 'sede-ao-salvar' };
}

/** Six decimals (about 10 cm): what the number inputs show of a point picked on the map. */
export const arredondar = (grau: number): number => Math.round(grau * 1e6) / 1e6;
