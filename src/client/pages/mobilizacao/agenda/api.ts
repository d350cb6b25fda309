import {
  URL_AGENDA,
  URL_LIBERAR,
  URL_LIGACOES,
  URL_PROXIMO,
  URL_OPCOES,
  urlDoDoador,
  type Agenda,
  type FichaDoDoador,
  type LigacaoRegistrada,
  type PedidoDeLigacao,
  type OpcoesDaLigacao,
  type ReservaDoOperador,
} from '../../../../shared/api/telemarketing.ts';
import { get, post } from '../../../api/http.ts';

// The agenda page's calls (shared/api/telemarketing.ts); failures are shown by the client.
export const lerAgenda = async (): Promise<Agenda> => (await get<Agenda>(URL_AGENDA)).content;
export const pegarProximo = async (): Promise<ReservaDoOperador> => (await post<ReservaDoOperador>(URL_PROXIMO, {})).content;
export const devolver = async (): Promise<void> => {
  await post<null>(URL_LIBERAR, {});
};
export const lerFicha = async (pessoaId: number): Promise<FichaDoDoador> => (await get<FichaDoDoador>(urlDoDoador(pessoaId))).content;
export const registrarLigacao = async (pedido: PedidoDeLigacao): Promise<LigacaoRegistrada> => (await post<LigacaoRegistrada>(URL_LIGACOES, pedido)).content;

export const lerOpcoes = async (): Promise<OpcoesDaLigacao> => (await get<OpcoesDaLigacao>(URL_OPCOES)).content;
