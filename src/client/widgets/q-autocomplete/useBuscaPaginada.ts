import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { fetchContent } from '../../api/useApi.ts';
import type { FonteDoAutocomplete, Registro } from './fonte.ts';
import { lerPagina, urlDaPagina } from './pagina.ts';

export interface BuscaPaginada {
  registros: Registro[];
  carregando: boolean;
  mais: boolean;
  /** Asks for the next page, once, if there is one and none is on its way. */
  carregarMais(): void;
}

/** The pages of a search through the app's HTTP client; nothing is asked while `ativa` is false. */
export function useBuscaPaginada(fonte: FonteDoAutocomplete, termo: string, ativa: boolean): BuscaPaginada {
  const { url, campos } = fonte;
  const chave = useCallback(
    (indice: number, anterior: unknown) => {
      if (!ativa) return null;
      if (indice > 0 && !lerPagina(anterior).mais) return null;
      return urlDaPagina(url, { page: indice + 1, termo, campos });
    },
    [ativa, url, termo, campos],
  );
  const { data, size, setSize, isValidating } = useSWRInfinite<unknown>(chave, fetchContent, {
    revalidateFirstPage: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });

  const paginas = useMemo(() => (data ?? []).map(lerPagina), [data]);
  const registros = useMemo(() => {
    const vistos = new Set<string>();
    return paginas
      .flatMap((pagina) => pagina.registros)
      .filter((registro) => {
        const id = String(registro.id);
        if (vistos.has(id)) return false;
        vistos.add(id);
        return true;
      });
  }, [paginas]);
  const mais = paginas.at(-1)?.mais ?? false;
  const carregando = isValidating || size > paginas.length;

  const carregarMais = useCallback(() => {
    if (mais && !carregando) void setSize(paginas.length + 1);
  }, [mais, carregando, setSize, paginas.length]);

  return { registros, carregando: ativa && carregando, mais, carregarMais };
}
