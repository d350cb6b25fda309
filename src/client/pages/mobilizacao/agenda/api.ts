import {
  URL_AGENDA,
  URL_LIBERAR,
  URL_LIGACOES,
  URL_PROXIMO,
  URL_SITUACOES,
  urlDoDoador,
  type Agenda,
  type FichaDoDoador,
  type LigacaoRegistrada,
  type PedidoDeLigacao,
  type ReservaDoOperador,
  type SituacaoDaLigacao,
} from '../../../../shared/api/telemarketing.ts';
import { get, post } from '../../../api/http.ts';

// The agenda page's calls (shared/api/telemarketing.ts); failures are shown by the client.

export interface CampanhaDaAgenda {
  id: number;
  nome: string;
}

export const lerAgenda = async (): Promise<Agenda> => (await get<Agenda>(URL_AGENDA)).content;
export const pegarProximo = async (): Promise<ReservaDoOperador> => (await post<ReservaDoOperador>(URL_PROXIMO, {})).content;
export const devolver = async (): Promise<void> => {
  await post<null>(URL_LIBERAR, {});
};
export const lerFicha = async (pessoaId: number): Promise<FichaDoDoador> => (await get<FichaDoDoador>(urlDoDoador(pessoaId))).content;
export const registrarLigacao = async (pedido: PedidoDeLigacao): Promise<LigacaoRegistrada> => (await post<LigacaoRegistrada>(URL_LIGACOES, pedido)).content;

/** The active call outcomes (the engine's list of the configuration table, first 100). */
export const lerSituacoes = async (): Promise<SituacaoDaLigacao[]> =>
  (await get<{ resultList: (SituacaoDaLigacao & { ativo: boolean })[] }>(`${URL_SITUACOES}?page=1&rpp=100&sort=descricao`)).content.resultList.filter((s) => s.ativo);

/** The active campaigns. */
export const lerCampanhas = async (): Promise<CampanhaDaAgenda[]> =>
  (await get<{ resultList: (CampanhaDaAgenda & { ativo: boolean })[] }>('/api/mobilizacao/campanhas?page=1&rpp=100&sort=nome')).content.resultList.filter((c) => c.ativo);
