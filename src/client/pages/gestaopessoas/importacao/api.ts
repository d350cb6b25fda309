import type { ArquivoDaImportacao, Mapeamento, PedidoDeImportacao, PreviaDaImportacao, SituacaoDaLinha } from '../../../../shared/api/importacao.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { post } from '../../../api/http.ts';
import { enviarArquivos } from '../../../components/upload/index.ts';

// The people import's calls (shared/api/importacao.ts).

export const URL_DA_IMPORTACAO = '/api/pessoas/importacao';

export const urlDoResumo = (id: number) => `${URL_DA_IMPORTACAO}/${id}`;
export const urlDasLinhas = (id: number, situacao: SituacaoDaLinha, page: number, rpp: number) =>
  `${URL_DA_IMPORTACAO}/${id}/linhas?${new URLSearchParams({ situacao, page: String(page), rpp: String(rpp) })}`;
export const linkDasRejeitadas = (id: number) => `${URL_DA_IMPORTACAO}/${id}/rejeitadas.csv`;

/** Sends the spreadsheet (multipart field `file`, with the 'Enviando arquivo' toast). */
export function enviarPlanilha(arquivo: File): Promise<ArquivoDaImportacao> {
  return enviarArquivos<ArquivoDaImportacao>(URL_DA_IMPORTACAO, [arquivo]);
}

export async function pedirPrevia(id: number, mapeamento: Mapeamento): Promise<PreviaDaImportacao> {
  return (await post<PreviaDaImportacao>(`${URL_DA_IMPORTACAO}/${id}/previa`, { mapeamento })).content;
}

export async function iniciarImportacao(id: number, pedido: PedidoDeImportacao): Promise<TarefaResumo> {
  return (await post<TarefaResumo>(`${URL_DA_IMPORTACAO}/${id}/iniciar`, pedido)).content;
}
