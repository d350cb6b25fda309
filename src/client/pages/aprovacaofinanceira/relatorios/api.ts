import { urlDoRelatorioDaAprovacao, type PedidoDeRelatorioDaAprovacao, type RelatorioDaAprovacao } from '../../../../shared/api/relatoriosDaAprovacao.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { post } from '../../../api/http.ts';

export const URL_DOS_USUARIOS = '/api/usuarios';
export const URL_DOS_PROJETOS = '/api/projetos';

/** Queues the report; the job's end is a notice with the file. */
export async function emitirRelatorioDaAprovacao(id: RelatorioDaAprovacao, pedido: PedidoDeRelatorioDaAprovacao): Promise<TarefaResumo> {
  return (await post<TarefaResumo>(urlDoRelatorioDaAprovacao(id), pedido)).content;
}
