import { useCallback, useEffect } from 'react';
import { useThrottle } from './useTempo.ts';

/** Specification, section 9. */
export const LIMIAR_ROLAGEM_PX = 200;
export const THROTTLE_ROLAGEM_MS = 200;

interface OpcoesDaRolagem {
  ativa: boolean;
  temMais: boolean;
  carregando: boolean;
  onCarregarMais(): void;
  /** Changes when rows arrive, so a page too short to scroll still asks for the next. */
  quantidade: number;
}

/** The scroll handler of an infinite list: asks for more within 200 px of the end. */
export function useRolagemInfinita(elemento: HTMLElement | null, opcoes: OpcoesDaRolagem): () => void {
  const { ativa, temMais, carregando, onCarregarMais, quantidade } = opcoes;

  const verificar = useCallback(() => {
    if (!ativa || !temMais || carregando || !elemento) return;
    const restante = elemento.scrollHeight - elemento.scrollTop - elemento.clientHeight;
    if (restante <= LIMIAR_ROLAGEM_PX) onCarregarMais();
  }, [elemento, ativa, temMais, carregando, onCarregarMais]);

  useEffect(verificar, [verificar, quantidade]);

  return useThrottle(verificar, THROTTLE_ROLAGEM_MS);
}
