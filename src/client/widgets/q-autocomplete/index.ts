export { QAutocompleteWidget } from './QAutocompleteWidget.tsx';
export { AutocompleteContext, useFonteDoAutocomplete } from './AutocompleteContext.ts';
export { useAutocomplete, AVISO_SEM_SELECAO, PROXIMIDADE_DO_FIM, ESPERA_DA_DIGITACAO_MS, type QAutocompleteProps } from './useAutocomplete.ts';
export { urlDaReferencia, exibirRegistro, resolverFonte, FONTES_PADRAO, type Registro, type FonteDoAutocomplete, type FontesDoAutocomplete } from './fonte.ts';
export { lerPagina, urlDaPagina, RPP_AUTOCOMPLETE, type PaginaDoAutocomplete } from './pagina.ts';
export type { ValorDoAutocomplete } from './valor.ts';
