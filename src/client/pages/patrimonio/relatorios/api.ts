import { urlDoRelatorioDoPatrimonio, type PedidoDeRelatorioDoPatrimonio, type RelatorioDoPatrimonio } from '../../../../shared/api/relatoriosDoPatrimonio.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { post } from '../../../api/http.ts';

/** Queues the report; the job's end is a notice with the file. */
export async function emitirRelatorioDoPatrimonio(id: RelatorioDoPatrimonio, pedido: PedidoDeRelatorioDoPatrimonio): Promise<TarefaResumo> {
  return (await post<TarefaResumo>(urlDoRelatorioDoPatrimonio(id), pedido)).content;
}
