// The screen engine's pure core, for client and server. The validators
// (validar-descritor.ts) are left out on purpose: they bring ajv, which only start-up and
// check:screens need, so the client bundle never carries it.

export type * from './types.ts';
export type * from './tela-resolvida.ts';
export {
  FILTER_KINDS,
  FORM_ONLY_KINDS,
  WIDGET_KINDS,
  isWidgetKind,
  isFilterKind,
  componentesInvalidosDoFiltro,
  mensagemComponentesInvalidos,
  type FilterKind,
  type WidgetKind,
} from './widget-kinds.ts';
export { avaliarCondicao } from './condicao.ts';
export { mesclarTela } from './merge.ts';
export { campoVisivel } from './visibilidade.ts';
export { regrasDoServidor } from './regras-do-servidor.ts';
export { widgetPadrao, widgetPadraoNoFiltro, mascaraPadrao } from './widget-padrao.ts';
export { regrasDaPropriedade } from './regras-do-campo.ts';
export { regrasDosItens } from './regras-dos-itens.ts';
export { LARGURA_PADRAO_DO_CAMPO } from './padroes.ts';
export type { Problema } from './problema.ts';
