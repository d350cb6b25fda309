import { registrarGanchos } from '../../../resources/ganchos.ts';
import { aprovarRemanejamento, doLeitor, rejeitarRemanejamento } from './decidir.ts';
import { GANCHOS_DO_REMANEJAMENTO } from './pedido.ts';

// The reallocations' hooks on the generic resource: the request (remanejamento) and what waits
// for the reader, approved or rejected there (remanejamentoAAprovar).
export function registrarGanchosDosRemanejamentos(): void {
  registrarGanchos('remanejamento', GANCHOS_DO_REMANEJAMENTO);
  registrarGanchos('remanejamentoAAprovar', { filtrar: doLeitor, acoes: { aprovar: aprovarRemanejamento, rejeitar: rejeitarRemanejamento } });
}
