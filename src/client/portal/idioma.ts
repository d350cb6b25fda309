import { createContext, useContext } from 'react';

// The public portals' language: the visitor's (navigator.language: English for en-*, Portuguese
// otherwise) until they choose the other with the switch in the header, a choice the browser
// keeps. Only the portals' own words change: what the institution typed in its configuration
// pages is shown as typed.

export type IdiomaDoPortal = 'pt-BR' | 'en';

const CHAVE = 'alicerce.portal.idioma';

export function idiomaDoNavegador(linguas: readonly string[]): IdiomaDoPortal {
  const primeira = linguas[0]?.toLowerCase() ?? '';
  return primeira === 'en' || primeira.startsWith('en-') ? 'en' : 'pt-BR';
}

/** The chosen language, else the browser's. */
export function idiomaInicial(): IdiomaDoPortal {
  let guardado: string | null = null;
  try {
    guardado = window.localStorage.getItem(CHAVE);
  } catch {
    // Storage blocked (private mode): the browser's language is used.
  }
  if (guardado === 'pt-BR' || guardado === 'en') return guardado;
  return idiomaDoNavegador(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export function guardarIdioma(idioma: IdiomaDoPortal): void {
  try {
    window.localStorage.setItem(CHAVE, idioma);
  } catch {
    // Not kept: the choice lasts while the page is open.
  }
}

export interface EscolhaDoIdioma {
  idioma: IdiomaDoPortal;
  trocar: (idioma: IdiomaDoPortal) => void;
}

export const ContextoDoIdioma = createContext<EscolhaDoIdioma>({ idioma: 'pt-BR', trocar: () => undefined });

export const useIdioma = (): EscolhaDoIdioma => useContext(ContextoDoIdioma);

/** The texts of the visitor's language from a dictionary with both. */
export function useTextos<T>(dicionario: Readonly<Record<IdiomaDoPortal, T>>): T {
  return dicionario[useIdioma().idioma];
}

/** R$ 1.234,56 or R$1,234.56 (a plain space, as the pages have always written it). */
export const formatarReais = (idioma: IdiomaDoPortal, reais: number): string =>
  new Intl.NumberFormat(idioma, { style: 'currency', currency: 'BRL' }).format(reais).replace(/\u00a0/g, ' ');

/** 05/03/2026 or Mar 5, 2026, from an ISO date. */
export const formatarData = (idioma: IdiomaDoPortal, iso: string): string =>
  new Intl.DateTimeFormat(idioma, { dateStyle: idioma === 'en' ? 'medium' : 'short', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
