import { BASE_AVISOS, type LeituraRegistrada, type PedidoDeAviso } from '../../../shared/api/avisos.ts';
import { post } from '../../api/http.ts';

// The notices calls of the client (shared/api/avisos.ts). No React here: the top bar uses it too.

export const URL_AVISOS_NAO_LIDOS = `${BASE_AVISOS}/naolidos`;
export const URL_UNIDADES_DO_AVISO = `${BASE_AVISOS}/unidades?page=1&rpp=100`;

export const ehChaveDosAvisos = (chave: unknown): boolean => typeof chave === 'string' && chave.startsWith(BASE_AVISOS);

export const urlDosRecebidos = (page: number, rpp: number) => `${BASE_AVISOS}?page=${page}&rpp=${rpp}`;
export const urlDosPublicados = (page: number, rpp: number) => `${BASE_AVISOS}/publicados?page=${page}&rpp=${rpp}`;
export const urlDasLeituras = (id: number, page: number, rpp: number) => `${BASE_AVISOS}/publicados/${id}/leituras?page=${page}&rpp=${rpp}`;

/** Opening a notice: the read receipt (the first opening's instant stays). */
export async function registrarLeitura(id: number): Promise<LeituraRegistrada> {
  return (await post<LeituraRegistrada>(`${BASE_AVISOS}/${id}/leitura`)).content;
}

export async function publicarAviso(pedido: PedidoDeAviso): Promise<{ id: number }> {
  return (await post<{ id: number }>(BASE_AVISOS, pedido)).content;
}
