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

/** Where one sentence ends and the next begins ("… cobrança(s). 1 boleto…"); "R$ 1.000,00" is no end. */
const FIM_DE_FRASE = /(?<=[.!?])\s+(?=[\p{Lu}\d])/u;

/**
 * A value filled into a key: a phrase that is a key itself, or a list of such ("1 de doador sem
 * e-mail, 2 …"); a word or a name is kept as it came.
 */
function traduzirValor(valor: string): string {
  const frase = (texto: string) => (/\s/.test(texto) ? traduzirUm(texto, false) : null);
  // The list first: a key that starts with a marker would take the items before it as its value.
  const itens = valor.split(', ').map(frase);
  if (itens.length > 1 && itens.every((item) => item !== null)) return itens.join(', ');
  return frase(valor) ?? valor;
}

/**
 * One text as a key, or as a key with markers filled in (each value translated in its turn,
 * once); null if it is neither. A value never spans sentences: "{quantidade} não enviado(s): …"
 * does not take the sentences before it as its quantity.
 */
function traduzirUm(texto: string, comValores = true): string | null {
  const direta = estado.mensagens[texto];
  if (direta !== undefined) return direta;
  for (const { padrao, nomes, chave } of estado.modelos) {
    const valores = padrao.exec(texto)?.slice(1);
    if (valores === undefined || valores.some((valor) => FIM_DE_FRASE.test(valor))) continue;
    return t(chave, Object.fromEntries(nomes.map((nome, i) => [nome, comValores ? traduzirValor(valores[i] ?? '') : (valores[i] ?? '')])));
  }
  return null;
}

/**
 * A text that comes from data (a screen descriptor, the tag catalogue) or from elsewhere (the
 * server's reply, a shared rule's message, a job's notice): translated when it is a key, or a key
 * with markers filled in, or sentences that each are one (a job's notice joins several); shown as
 * it came otherwise.
 */
export function traduzir(texto: string): string {
  const inteiro = traduzirUm(texto);
  if (inteiro !== null) return inteiro;
  const frases = texto.split(FIM_DE_FRASE);
  if (frases.length < 2) return texto;
  const traduzidas = frases.map((frase) => traduzirUm(frase));
  return traduzidas.every((frase) => frase !== null) ? traduzidas.join(' ') : texto;
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
