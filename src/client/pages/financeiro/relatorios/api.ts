import { urlDoRelatorioFinanceiro, type PedidoDeRelatorioFinanceiro, type RelatorioFinanceiro } from '../../../../shared/api/relatoriosFinanceiros.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { post } from '../../../api/http.ts';

export const URL_CONTAS = '/api/financeiro/contas';
export const URL_CATEGORIAS = '/api/financeiro/categorias';
export const URL_CENTROS_DE_CUSTO = '/api/financeiro/centroscusto';
export const URL_CONTAS_CONTABEIS = '/api/financeiro/contabilidade/contas';

/** Queues the report; the job's end is a notice with the file. */
export async function emitirRelatorioFinanceiro(id: RelatorioFinanceiro, pedido: PedidoDeRelatorioFinanceiro): Promise<TarefaResumo> {
  return (await post<TarefaResumo>(urlDoRelatorioFinanceiro(id), pedido)).content;
}
