import type { PagedContent } from '../../../../shared/api/contract.ts';
import type { FormatoDoRelatorio } from '../../../../shared/api/registrointervalo.ts';
import { URL_PESSOAS_CADASTRADAS, type PedidoDePessoasCadastradas } from '../../../../shared/api/relatoriosDePessoas.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { post } from '../../../api/http.ts';
import type { CorpoDoFiltro } from './corpo.ts';
import { CAMPOS_DA_LISTA, type PessoaDoCadastro } from './pessoa.ts';
import { RECURSO_DE_PESSOAS } from './recurso.ts';

export const URL_DO_FILTRO = `${RECURSO_DE_PESSOAS}/filter`;
export const URL_DOS_METADADOS = `${RECURSO_DE_PESSOAS}/metadatalist`;
export const URL_DA_DESATIVACAO = `${RECURSO_DE_PESSOAS}/desabilitapessoas`;
export const URL_DO_RELATORIO = URL_PESSOAS_CADASTRADAS;

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

/** Asks for the registered-people report of the filter (a background job); the reply's message says what follows. */
export async function emitirRelatorio(corpo: CorpoDoFiltro, formato: FormatoDoRelatorio): Promise<TarefaResumo> {
  const pedido: PedidoDePessoasCadastradas = { ...corpo, formato };
  return (await post<TarefaResumo>(URL_DO_RELATORIO, pedido)).content;
}
