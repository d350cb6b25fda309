import { createContext, useContext, useMemo } from 'react';
import { resolverFonte, type FonteDoAutocomplete, type FontesDoAutocomplete } from './fonte.ts';

/**
 * The engine's knowledge of the referenced models (their x-recurso and x-exibicao), by
 * model name. Memoise the value: it is read by every autocomplete on the screen.
 */
export const AutocompleteContext = createContext<FontesDoAutocomplete>({});

export function useFonteDoAutocomplete(referencia: string | null, propria: Partial<FonteDoAutocomplete>): FonteDoAutocomplete {
  const contexto = useContext(AutocompleteContext);
  const { url, exibir, campos } = propria;
  return useMemo(() => resolverFonte(referencia, contexto, { url, exibir, campos }), [referencia, contexto, url, exibir, campos]);
}
