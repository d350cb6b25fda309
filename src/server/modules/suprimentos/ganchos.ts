import { registrarGanchos } from '../../resources/ganchos.ts';
import { GANCHOS_DO_AJUSTE } from './ajustes.ts';
import { atenderRequisicao } from './requisicoes/atendimento.ts';
import { aprovarRequisicao, rejeitarRequisicao } from './requisicoes/decisao.ts';
import { GANCHOS_DA_REQUISICAO } from './requisicoes/pedido.ts';
import { GANCHOS_DA_TRANSFERENCIA } from './transferencias.ts';

// The supplies' hooks on the generic resource: the adjustments and transfers that post the
// stock ledger, and the requisitions' form and steps.

export function registrarGanchosDosSuprimentos(): void {
  registrarGanchos('ajusteEstoque', GANCHOS_DO_AJUSTE);
  registrarGanchos('transferenciaEstoque', GANCHOS_DA_TRANSFERENCIA);
  registrarGanchos('requisicao', { ...GANCHOS_DA_REQUISICAO, acoes: { aprovar: aprovarRequisicao, rejeitar: rejeitarRequisicao, atender: atenderRequisicao } });
}
