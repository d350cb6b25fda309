import { useCallback, useSyncExternalStore } from 'react';
import type { LanguagesContent } from '../../shared/api/contract.ts';
import { IDIOMA_PADRAO, interpolar, type Idioma, type ValoresDaMensagem } from '../../shared/i18n/idiomas.ts';

// The language the interface speaks and the messages in force (GET /api/internacionalizacao/
// languages). Every text is written in pt-BR where it is shown, `t('Salvar')`; until the
// messages arrive, or for a key they lack, the pt-BR text itself is shown.

interface Estado {
  idioma: Idioma;
  mensagens: Readonly<Record<string, string>>;
  /** Keys with markers, as patterns, to translate a text that arrives already filled in. */
  modelos: readonly { padrao: RegExp; nomes: string[]; chave: string }[];
}

let todas: LanguagesContent | null = null;
let estado: Estado = { idioma: IDIOMA_PADRAO, mensagens: {}, modelos: [] };
const ouvintes = new Set<() => void>();

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters a key must say besides its markers to serve as a pattern ("{a} de {b}" would match any "x de y"). */
const LETRAS_DE_UM_MODELO = 10;

function modelosDe(mensagens: Readonly<Record<string, string>>): Estado['modelos'] {
  return Object.keys(mensagens).flatMap((chave) => {
    const nomes = Array.from(chave.matchAll(/\{(\w+)\}/g), (m) => m[1] ?? '');
    if (nomes.length === 0 || chave.replace(/\{\w+\}/g, '').replace(/\P{L}/gu, '').length < LETRAS_DE_UM_MODELO) return [];
    const partes = chave.split(/\{\w+\}/).map(escapar);
    return [{ padrao: new RegExp(`^${partes.join('(.+?)')}$`, 's'), nomes, chave }];
  });
}

function publicar(idioma: Idioma): void {
  const mensagens = todas?.[idioma] ?? {};
  estado = { idioma, mensagens, modelos: modelosDe(mensagens) };
  document.documentElement.lang = idioma;
  for (const ouvinte of ouvintes) ouvinte();
}

export function definirMensagens(mensagens: LanguagesContent): void {
  todas = mensagens;
  publicar(estado.idioma);
}

export function definirIdioma(idioma: Idioma): void {
  if (idioma !== estado.idioma) publicar(idioma);
}

export const idiomaAtual = (): Idioma => estado.idioma;

/** The text of a key in the language in force, its `{markers}` filled with `valores`. */
export function t(chave: string, valores?: ValoresDaMensagem): string {
  return interpolar(estado.mensagens[chave] ?? chave, valores);
}

/**
 * A text that comes from data (a screen descriptor, the tag catalogue) or from elsewhere (the
 * server's reply, a shared rule's message): translated when it is a key, or a key with markers
 * filled in; shown as it came otherwise.
 */
export function traduzir(texto: string): string {
  const direta = estado.mensagens[texto];
  if (direta !== undefined) return direta;
  for (const { padrao, nomes, chave } of estado.modelos) {
    const encontrada = padrao.exec(texto);
    if (encontrada) return t(chave, Object.fromEntries(nomes.map((nome, i) => [nome, encontrada[i + 1] ?? ''])));
  }
  return texto;
}

function assinar(ouvinte: () => void): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/** For a component: renders again when the language or a message changes, and gives `t`. */
export function useT(): typeof t {
  const atual = useSyncExternalStore(assinar, () => estado);
  // A new function per language and messages, so memoised texts follow them.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((chave: string, valores?: ValoresDaMensagem) => t(chave, valores), [atual]);
}

/** `traduzir` for a component, renewed like `useT`'s `t`. */
export function useTraduzir(): typeof traduzir {
  const atual = useSyncExternalStore(assinar, () => estado);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((texto: string) => traduzir(texto), [atual]);
}

export function useIdioma(): Idioma {
  return useSyncExternalStore(assinar, () => estado).idioma;
}
