import type { ArquivoDaImportacao, Mapeamento, PedidoDeImportacao, PreviaDaImportacao, SituacaoDaLinha } from '../../../shared/api/importacao.ts';
import type { TarefaResumo } from '../../../shared/realtime/protocolo.ts';
import { post } from '../../api/http.ts';
import { enviarArquivos } from '../../components/upload/index.ts';

// A screen's import calls (shared/api/importacao.ts), at {recurso}/importacao.

export const urlDaImportacao = (recurso: string) => `${recurso}/importacao`;
export const urlDoResumo = (url: string, id: number) => `${url}/${id}`;
export const urlDasLinhas = (url: string, id: number, situacao: SituacaoDaLinha, page: number, rpp: number) =>
  `${url}/${id}/linhas?${new URLSearchParams({ situacao, page: String(page), rpp: String(rpp) })}`;
export const linkDasRejeitadas = (url: string, id: number) => `${url}/${id}/rejeitadas.csv`;

/** Sends the spreadsheet (multipart field `file`, with the 'Enviando arquivo' toast). */
export function enviarPlanilha(url: string, arquivo: File): Promise<ArquivoDaImportacao> {
  return enviarArquivos<ArquivoDaImportacao>(url, [arquivo]);
}

export async function pedirPrevia(url: string, id: number, mapeamento: Mapeamento): Promise<PreviaDaImportacao> {
  return (await post<PreviaDaImportacao>(`${url}/${id}/previa`, { mapeamento })).content;
}

export async function iniciarImportacao(url: string, id: number, pedido: PedidoDeImportacao): Promise<TarefaResumo> {
  return (await post<TarefaResumo>(`${url}/${id}/iniciar`, pedido)).content;
}
