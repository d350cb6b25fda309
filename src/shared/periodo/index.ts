export {
  OPCOES_PERIODO,
  OPCAO_PERIODO_PADRAO,
  ROTULOS_PERIODO,
  isOpcaoPeriodo,
  type OpcaoPeriodo,
  type DatasPeriodo,
  type ValorPeriodo,
} from './opcoes.ts';
export { intervaloDoPeriodo, valorDoPeriodo, type PeriodoCustomizado } from './intervalo.ts';
