import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { PagedContent } from '../../../../shared/api/contract.ts';
import type { ApiError } from '../../../api/ApiError.ts';
import { URL_DO_FILTRO, buscarPagina } from './api.ts';
import type { CorpoDoFiltro } from './corpo.ts';
import type { PessoaDoCadastro } from './pessoa.ts';

type Pagina = PagedContent<PessoaDoCadastro>;
// Keyed by the URL it reads, so that a write of /api/pessoas reaches it (useRevalidarRecurso).
type Chave = readonly [typeof URL_DO_FILTRO, string, number, number, number];

/**
 * The pages of the search, loaded one after another as the view nears its end. `rodada`
 * starts the search anew (a repeated search, a view switch, a new visit). After a write of
 * people the pages loaded are read again in place, the old ones shown meanwhile.
 */
export function usePaginasDePessoas(corpo: CorpoDoFiltro, rpp: number, rodada: number) {
  const corpoJson = JSON.stringify(corpo);
  const chave = useCallback(
    (indice: number, anterior: Pagina | null): Chave | null =>
      indice > 0 && !anterior?.hasMore ? null : [URL_DO_FILTRO, corpoJson, rpp, rodada, indice + 1],
    [corpoJson, rpp, rodada],
  );
  const { data, error, size, setSize, isValidating } = useSWRInfinite<Pagina, ApiError, typeof chave>(
    chave,
    ([, json, porPagina, , page]) => buscarPagina(JSON.parse(json) as CorpoDoFiltro, page, porPagina),
    { revalidateFirstPage: false, revalidateOnFocus: false, revalidateIfStale: false, keepPreviousData: true },
  );

  const pessoas = useMemo(() => deduplicar((data ?? []).flatMap((pagina) => pagina.resultList)), [data]);
  const ultima = data?.at(-1);
  const temMais = ultima?.hasMore ?? false;
  const carregando = data === undefined ? error === undefined : isValidating || size > data.length;
  const carregarMais = useCallback(() => {
    if (temMais && !carregando) void setSize(size + 1);
  }, [temMais, carregando, setSize, size]);

  return { pessoas, primeira: data?.[0], erro: error, carregando, temMais, carregarMais };
}

// A person saved while the user scrolls shifts the pages: the same id may come twice.
function deduplicar(pessoas: PessoaDoCadastro[]): PessoaDoCadastro[] {
  const vistos = new Set<number>();
  return pessoas.filter((pessoa) => !vistos.has(pessoa.id) && Boolean(vistos.add(pessoa.id)));
}
