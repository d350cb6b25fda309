import { registrarGanchos } from '../../resources/ganchos.ts';
import { GANCHOS_DO_AJUSTE } from './ajustes.ts';
import { GANCHOS_DA_TRANSFERENCIA } from './transferencias.ts';

// The supplies' hooks on the generic resource: the adjustments and transfers that post the
// stock ledger.

export function registrarGanchosDosSuprimentos(): void {
  registrarGanchos('ajusteEstoque', GANCHOS_DO_AJUSTE);
  registrarGanchos('transferenciaEstoque', GANCHOS_DA_TRANSFERENCIA);
}
