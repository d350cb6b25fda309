import type { PedidoDaGeracao } from '../../../../shared/financeiro/geracao.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { post } from '../../../api/http.ts';

export const URL_DA_GERACAO = '/api/financeiro/geracaotitulos';

/** Queues the generation: a background job, which the jobs panel shows and whose end is a notice. */
export async function gerarTitulos(pedido: PedidoDaGeracao): Promise<TarefaResumo> {
  return (await post<TarefaResumo>(URL_DA_GERACAO, pedido)).content;
}
