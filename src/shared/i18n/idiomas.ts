// The languages of the interface. A message's key is its pt-BR source text, written once where
// the text is shown (`t('Salvar')`); the en catalogue translates each key, and the
// internacionalizacao screen stores what the institution changes in either language.

export const IDIOMAS = ['pt-BR', 'en'] as const;
export type Idioma = (typeof IDIOMAS)[number];
export const IDIOMA_PADRAO: Idioma = 'pt-BR';

export const NOMES_DOS_IDIOMAS: Readonly<Record<Idioma, string>> = { 'pt-BR': 'Português (Brasil)', en: 'English' };

export type ValoresDaMensagem = Readonly<Record<string, string | number>>;

const MARCADOR = /\{(\w+)\}/g;

/** `{nome}` in the text takes the value of `nome`; a marker without a value stays as written. */
export function interpolar(texto: string, valores?: ValoresDaMensagem): string {
  if (valores === undefined) return texto;
  return texto.replace(MARCADOR, (marcador, nome: string) => (Object.hasOwn(valores, nome) ? String(valores[nome]) : marcador));
}

/** The markers a text uses, each once, in order: a translation must keep the same set. */
export function marcadoresDe(texto: string): string[] {
  return [...new Set(Array.from(texto.matchAll(MARCADOR), (m) => m[1] ?? ''))].sort();
}

export const ehIdioma = (valor: unknown): valor is Idioma => typeof valor === 'string' && (IDIOMAS as readonly string[]).includes(valor);
