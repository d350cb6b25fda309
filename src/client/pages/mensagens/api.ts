import type { PagedContent } from '../../../shared/api/contract.ts';
import {
  BASE_MENSAGENS,
  type ContagemDeNaoLidas,
  type FiltroDeMensagens,
  type PedidoDeMensagem,
  type PedidoDeResposta,
  type UsuarioDaMensagem,
} from '../../../shared/api/mensagens.ts';
import { del, post, request } from '../../api/http.ts';

// The messages calls of the client (shared/api/mensagens.ts). No React here: the top bar (main
// chunk) uses it too.

export const URL_NAO_LIDAS = `${BASE_MENSAGENS}/naolidas`;
export const URL_DESTINATARIOS = `${BASE_MENSAGENS}/destinatarios`;

export type PastaDaLista = 'caixaentrada' | 'enviados' | 'rascunhos' | 'pesquisa';

/** Every SWR key of the module's reads (lists, conversations, count), to revalidate them together. */
export const ehChaveDasMensagens = (chave: unknown): boolean => typeof chave === 'string' && chave.startsWith(`${BASE_MENSAGENS}/`);

export function urlDaLista(pasta: PastaDaLista, filtro: FiltroDeMensagens, page: number, rpp: number): string {
  const query = new URLSearchParams({ page: String(page), rpp: String(rpp) });
  for (const [chave, valor] of Object.entries(filtro)) {
    if (valor !== undefined && valor !== '') query.set(chave, String(valor));
  }
  return `${BASE_MENSAGENS}/${pasta}?${query}`;
}

export const urlDaConversa = (conversaId: number, page: number, rpp: number) => `${BASE_MENSAGENS}/conversas/${conversaId}?page=${page}&rpp=${rpp}`;

export const urlDoRascunho = (id: number) => `${BASE_MENSAGENS}/rascunhos/${id}`;

/** Where an attachment of a sent message opens ('{id}' is the file's id). */
export const rotaDoAnexo = (mensagemId: number) => `${BASE_MENSAGENS}/${mensagemId}/anexos/{id}`;

export interface MensagemGravada {
  id: number;
  conversaId: number;
}

export async function enviarMensagem(pedido: PedidoDeMensagem, rascunhoId: number | null): Promise<MensagemGravada> {
  const url = rascunhoId === null ? BASE_MENSAGENS : `${BASE_MENSAGENS}/rascunhos/${rascunhoId}/enviar`;
  return (await post<MensagemGravada>(url, pedido)).content;
}

export async function salvarRascunho(pedido: PedidoDeMensagem, rascunhoId: number | null): Promise<MensagemGravada> {
  if (rascunhoId === null) return (await post<MensagemGravada>(`${BASE_MENSAGENS}/rascunhos`, pedido)).content;
  return (await request<MensagemGravada>('PUT', urlDoRascunho(rascunhoId), { body: pedido })).content;
}

export async function responderMensagem(mensagemId: number, pedido: PedidoDeResposta): Promise<MensagemGravada> {
  return (await post<MensagemGravada>(`${BASE_MENSAGENS}/${mensagemId}/respostas`, pedido)).content;
}

export async function marcarConversaLida(conversaId: number): Promise<ContagemDeNaoLidas> {
  return (await post<ContagemDeNaoLidas>(`${BASE_MENSAGENS}/conversas/${conversaId}/leitura`)).content;
}

export async function marcarLeitura(mensagemId: number, lida: boolean): Promise<ContagemDeNaoLidas> {
  return (await post<ContagemDeNaoLidas>(`${BASE_MENSAGENS}/${mensagemId}/leitura`, { lida })).content;
}

export async function excluirMensagem(mensagemId: number): Promise<void> {
  await del<null>(`${BASE_MENSAGENS}/${mensagemId}`);
}

export type PaginaDeUsuarios = PagedContent<UsuarioDaMensagem>;
