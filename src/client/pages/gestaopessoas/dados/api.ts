import type { PagedContent } from '../../../../shared/api/contract.ts';
import { post } from '../../../api/http.ts';
import type { CorpoDoFiltro } from './corpo.ts';
import { CAMPOS_DA_LISTA, type PessoaDoCadastro } from './pessoa.ts';

export const URL_DO_FILTRO = '/api/pessoas/filter';
export const URL_DOS_METADADOS = '/api/pessoas/metadatalist';
export const URL_DA_DESATIVACAO = '/api/pessoas/desabilitapessoas';
export const URL_DO_RELATORIO = '/api/relatorios/pessoascadastradas';

/** One page of POST /api/pessoas/filter: page and rpp in the query, the filter as the body. */
export async function buscarPagina(corpo: CorpoDoFiltro, page: number, rpp: number): Promise<PagedContent<PessoaDoCadastro>> {
  const query = new URLSearchParams({ page: String(page), rpp: String(rpp), fields: CAMPOS_DA_LISTA.join(',') });
  const { content } = await post<PagedContent<PessoaDoCadastro>>(`${URL_DO_FILTRO}?${query}`, corpo, { silenciarSucesso: true });
  return content;
}

/** Deactivates the people of `ids`; the reply's message is shown as a success toast. */
export async function desativarPessoas(ids: readonly number[]): Promise<void> {
  await post<unknown>(URL_DA_DESATIVACAO, { ids });
}

/** Asks for the registered-people report of the current filter; the reply's message says what follows. */
export async function emitirRelatorio(corpo: CorpoDoFiltro): Promise<void> {
  await post<unknown>(URL_DO_RELATORIO, corpo);
}
