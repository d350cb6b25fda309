export { TabelaDeDados, type TabelaDeDadosProps } from './TabelaDeDados.tsx';
export { DEBOUNCE_ORDENACAO_MS } from './useTabelaDeDados.ts';
export { LIMIAR_ROLAGEM_PX, THROTTLE_ROLAGEM_MS } from './useRolagemInfinita.ts';
export { Paginacao, totalDeRegistros } from './Paginacao.tsx';
export type { ColunaDaTabela, ModoDaTabela, Ordenacao, PaginaDaTabela, SelecaoDeLinhas } from './tipos.ts';
