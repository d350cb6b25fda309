import { useEffect, type ReactNode } from 'react';
import type { LanguagesContent } from '../../shared/api/contract.ts';
import { URL_IDIOMAS } from '../../shared/api/i18n.ts';
import { ehIdioma, IDIOMA_PADRAO, type Idioma } from '../../shared/i18n/idiomas.ts';
import { useApi } from '../api/useApi.ts';
import { definirIdioma, definirMensagens } from './traducao.ts';

// Loads the messages in force and the language this browser chose. Nothing waits for them: the
// pt-BR texts are in the code, and a later arrival renders the texts again.

const CHAVE_DO_IDIOMA = 'alicerce.idioma';

export function idiomaGuardado(): Idioma {
  const guardado = localStorage.getItem(CHAVE_DO_IDIOMA);
  return ehIdioma(guardado) ? guardado : IDIOMA_PADRAO;
}

export function escolherIdioma(idioma: Idioma): void {
  localStorage.setItem(CHAVE_DO_IDIOMA, idioma);
  definirIdioma(idioma);
}

export function IdiomaProvider({ children }: { children: ReactNode }) {
  const { data } = useApi<LanguagesContent>(URL_IDIOMAS, { revalidateOnFocus: false, shouldRetryOnError: false });
  useEffect(() => definirIdioma(idiomaGuardado()), []);
  useEffect(() => {
    if (data) definirMensagens(data);
  }, [data]);
  return children;
}
