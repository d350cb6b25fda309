import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { escreverBuscaDoCadastro, lerBuscaDoCadastro, type BuscaDoCadastro } from './buscaNaUrl.ts';

/** The search read from and written to the URL query; each change is a history entry. */
export function useBuscaDoCadastro() {
  const [query, setQuery] = useSearchParams();
  const busca = useMemo(() => lerBuscaDoCadastro(query), [query]);
  const mudarBusca = useCallback(
    (mudanca: Partial<BuscaDoCadastro>) => setQuery((atual) => escreverBuscaDoCadastro({ ...lerBuscaDoCadastro(atual), ...mudanca })),
    [setQuery],
  );
  return { busca, mudarBusca };
}
