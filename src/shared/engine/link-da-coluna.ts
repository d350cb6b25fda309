import { valueAtPath } from '../validation/path.ts';

// A list column's link (descriptor `link`): a route with {campo} placeholders, filled from the
// row, so a cell can lead to another screen's record (a título definido to its título).

const MARCADOR = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/** The fields a link reads. */
export const camposDoLink = (link: string): string[] => [...link.matchAll(MARCADOR)].map((m) => m[1] ?? '');

/** The route for the row, or null when a field it reads is empty. */
export function caminhoDoLink(link: string, linha: Readonly<Record<string, unknown>>): string | null {
  let completo = true;
  const caminho = link.replace(MARCADOR, (_, campo: string) => {
    const valor = valueAtPath(linha, campo);
    if ((typeof valor !== 'string' && typeof valor !== 'number') || valor === '') completo = false;
    return encodeURIComponent(String(valor));
  });
  return completo ? caminho : null;
}
