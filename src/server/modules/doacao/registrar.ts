import { registrarGanchos } from '../../resources/ganchos.ts';
import { aoBaixarTitulo } from '../financeiro/titulos/depoisDaBaixa.ts';
import { declaracao, estornar, falhar, pix, quitarDoacaoDoTitulo, receber, recibo } from './acoes.ts';
import { cancelarColaboracao, gerar } from './acoesDaColaboracao.ts';
import { GANCHOS_DA_COLABORACAO, GANCHOS_DA_DOACAO } from './ganchos.ts';

// The donations' hooks on the generic resource: the gift's and the recurring plan's rules and
// actions; and a gift received whenever its receivable is paid.

export function registrarGanchosDasDoacoes(): void {
  registrarGanchos('doacao', { ...GANCHOS_DA_DOACAO, acoes: { receber, falhar, recibo, pix, declaracao, estornar } });
  registrarGanchos('colaboracao', { ...GANCHOS_DA_COLABORACAO, acoes: { gerar, cancelar: cancelarColaboracao } });
  aoBaixarTitulo('doacao', quitarDoacaoDoTitulo);
}
