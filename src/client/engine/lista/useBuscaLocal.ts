import { useCallback, useState } from 'react';
import type { Ordenacao } from '../../components/table/index.ts';
import type { BuscaDaLista } from './busca.ts';

/** The search of a list embedded in a page: kept by the list itself, the page's URL being the page's. */
export function useBuscaLocal(padrao: Ordenacao | null) {
  const [busca, setBusca] = useState<BuscaDaLista>(() => ({ q: '', ordenacao: padrao, page: 1, filtro: {} }));
  const mudarBusca = useCallback((mudanca: Partial<BuscaDaLista>) => setBusca((atual) => ({ ...atual, ...mudanca })), []);
  return { busca, mudarBusca };
}
