import { useContext, useMemo } from 'react';
import type { TipoDeDocumento } from '../../components/attachments/tipos.ts';
import { useApi } from '../../api/useApi.ts';
import { AutocompleteContext, lerPagina, resolverFonte } from '../q-autocomplete/index.ts';

/** The most the server gives in one page: far more document types than an institution keeps. */
const TIPOS_POR_PAGINA = 100;

const SEM_TIPOS: readonly TipoDeDocumento[] = [];

/**
 * The document types an attachment may have: the records of the referenced model (where the
 * engine says it is searched, named as it names them), those marked inactive left out. None
 * without a reference.
 */
export function useTiposDeDocumento(referencia: string | null): readonly TipoDeDocumento[] {
  const fontes = useContext(AutocompleteContext);
  const fonte = useMemo(() => (referencia === null ? null : resolverFonte(referencia, fontes, {})), [referencia, fontes]);
  const url = fonte === null ? null : urlDosTipos(fonte.url, fonte.campos);
  const { data } = useApi<unknown>(url, { revalidateOnFocus: false });
  return useMemo(() => {
    if (fonte === null || data === undefined) return SEM_TIPOS;
    return lerPagina(data)
      .registros.filter((registro) => registro.ativo !== false)
      .map((registro) => ({ id: registro.id, descricao: fonte.exibir(registro) }));
  }, [fonte, data]);
}

function urlDosTipos(url: string, campos: readonly string[] | undefined): string {
  const consulta = new URLSearchParams({ page: '1', rpp: String(TIPOS_POR_PAGINA) });
  if (campos !== undefined) consulta.set('fields', [...campos, 'ativo'].join(','));
  return `${url}${url.includes('?') ? '&' : '?'}${consulta}`;
}
