import { BASE_RECEBIDOS, type LeituraDoComunicado } from '../../../shared/comunicados/comunicado.ts';
import { post } from '../../api/http.ts';

// The reader's calls (shared/comunicados/comunicado.ts). No React here: the top bar uses it too.

export const URL_COMUNICADOS_PENDENTES = `${BASE_RECEBIDOS}/naolidos`;

export const ehChaveDosComunicados = (chave: unknown): boolean => typeof chave === 'string' && chave.startsWith(BASE_RECEBIDOS);

export const urlDosRecebidos = (page: number, rpp: number) => `${BASE_RECEBIDOS}?page=${page}&rpp=${rpp}`;
export const urlDoRecebido = (id: number) => `${BASE_RECEBIDOS}/${id}`;
export const urlDoAnexo = (id: number, arquivoId: number) => `${BASE_RECEBIDOS}/${id}/anexos/${arquivoId}`;

/** Opening one: its first reading (kept). */
export async function registrarLeitura(id: number): Promise<LeituraDoComunicado> {
  return (await post<LeituraDoComunicado>(`${BASE_RECEBIDOS}/${id}/leitura`, undefined, { silenciarSucesso: true })).content;
}

/** "Confirmo a leitura". */
export async function confirmarLeitura(id: number): Promise<LeituraDoComunicado> {
  return (await post<LeituraDoComunicado>(`${BASE_RECEBIDOS}/${id}/confirmacao`)).content;
}

// The writing screens are the engine's (screens/comunicados/gestao.json), routed by the catalogue
// rather than the route table: their paths, as the descriptor names them.
export const CAMINHO_DA_GESTAO = '/comunicados/gestao';
export const CAMINHO_DO_NOVO = '/comunicados/novo';
export const caminhoDaEdicao = (id: number) => `/comunicados/${id}/editar`;
