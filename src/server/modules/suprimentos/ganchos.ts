import { registrarGanchos } from '../../resources/ganchos.ts';
import { GANCHOS_DO_AJUSTE } from './ajustes.ts';
import { aprovarCompra, emitirPedido, rejeitarCompra } from './compras/decisao.ts';
import { GANCHOS_DA_COMPRA } from './compras/pedido.ts';
import { receberCompra } from './compras/recebimento.ts';
import { atenderRequisicao } from './requisicoes/atendimento.ts';
import { aprovarRequisicao, rejeitarRequisicao } from './requisicoes/decisao.ts';
import { GANCHOS_DA_REQUISICAO } from './requisicoes/pedido.ts';
import { GANCHOS_DA_TRANSFERENCIA } from './transferencias.ts';

// The supplies' hooks on the generic resource: the adjustments and transfers that post the
// stock ledger, and the requisitions' and purchases' forms and steps.

export function registrarGanchosDosSuprimentos(): void {
  registrarGanchos('ajusteEstoque', GANCHOS_DO_AJUSTE);
  registrarGanchos('transferenciaEstoque', GANCHOS_DA_TRANSFERENCIA);
  registrarGanchos('requisicao', { ...GANCHOS_DA_REQUISICAO, acoes: { aprovar: aprovarRequisicao, rejeitar: rejeitarRequisicao, atender: atenderRequisicao } });
  registrarGanchos('compra', { ...GANCHOS_DA_COMPRA, acoes: { aprovar: aprovarCompra, rejeitar: rejeitarCompra, emitirpedido: emitirPedido, receber: receberCompra } });
}
