import { registrarGanchos } from '../../resources/ganchos.ts';
import { declaracao, estornar, falhar, pix, receber, recibo } from './acoes.ts';
import { cancelarColaboracao, gerar } from './acoesDaColaboracao.ts';
import { GANCHOS_DA_COLABORACAO, GANCHOS_DA_DOACAO } from './ganchos.ts';

// The donations' hooks on the generic resource: the gift's and the recurring plan's rules and actions.

export function registrarGanchosDasDoacoes(): void {
  registrarGanchos('doacao', { ...GANCHOS_DA_DOACAO, acoes: { receber, falhar, recibo, pix, declaracao, estornar } });
  registrarGanchos('colaboracao', { ...GANCHOS_DA_COLABORACAO, acoes: { gerar, cancelar: cancelarColaboracao } });
}
