// Report menu pages (spec section 4) and the dialog that asks for a report's period and format.
export { PaginaDeRelatorios } from './PaginaDeRelatorios.tsx';
export { DialogoDeEmissao, type DialogoDeEmissaoProps } from './DialogoDeEmissao.tsx';
export { DialogoDeEmissaoDoCartao } from './DialogoDeEmissaoDoCartao.tsx';
export { useErroDoCampo } from './ErrosDoRelatorio.ts';
export { notaDoFormato } from './notaDoFormato.ts';
export {
  DIAS_NO_MAXIMO,
  MENSAGEM_FINAL_ANTES,
  MENSAGEM_PERIODO_LONGO,
  errosDoPeriodo,
  anoAteHoje,
  mesAteHoje,
  mesInteiro,
  type PeriodoDoRelatorio,
  type PeriodoInicial,
} from './periodo.ts';
export {
  FORMATOS,
  type CartaoComEmissao,
  type CartaoDeRelatorio,
  type DiasDoRelatorio,
  type DialogoDoCartao,
  type DialogoDoCartaoProps,
  type FormatoDoRelatorio,
  type PedidoDoRelatorio,
} from './tipos.ts';
