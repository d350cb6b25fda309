import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Ordenacao } from '../../components/table/index.ts';
import { escreverBusca, lerBusca, type BuscaDaLista } from './busca.ts';

/** The list's search, read from and written to the URL query (each change is a history entry). */
export function useBuscaDaLista(padrao: Ordenacao | null) {
  const [query, setQuery] = useSearchParams();
  const busca = useMemo(() => lerBusca(query, padrao), [query, padrao]);
  const mudarBusca = useCallback(
    (mudanca: Partial<BuscaDaLista>) => setQuery((atual) => escreverBusca({ ...lerBusca(atual, padrao), ...mudanca }, padrao)),
    [setQuery, padrao],
  );
  return { busca, mudarBusca };
}
