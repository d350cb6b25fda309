import { useEffect, useEffectEvent, useState } from 'react';
import { loadChunk } from '../../app/lazy/ChunkLoadError.ts';
import type * as Janelas from './janelas.ts';

const carregarJanelas = () => import('./janelas.ts');

/**
 * The dialogs' code, loaded when the first dialog is asked for (`pedido`, the waiting request's
 * id): a page that asks for none, such as login, does not download it. When the code cannot be
 * loaded, `onFalha` runs for that request.
 */
export function useJanelas(pedido: number | null, onFalha: () => void): typeof Janelas | null {
  const [janelas, setJanelas] = useState<typeof Janelas | null>(null);
  const falhou = useEffectEvent(onFalha);

  useEffect(() => {
    if (pedido === null || janelas) return;
    let ativo = true;
    loadChunk(carregarJanelas).then(
      (carregadas) => {
        if (ativo) setJanelas(carregadas);
      },
      () => {
        if (ativo) falhou();
      },
    );
    return () => {
      ativo = false;
    };
  }, [pedido, janelas]);

  return janelas;
}
