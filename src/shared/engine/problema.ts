/** One thing wrong in a descriptor or model: where (a JSON Pointer into it) and what, in pt-BR. */
export interface Problema {
  caminho: string;
  mensagem: string;
}

/** Appends a key or index to a JSON Pointer, escaping as RFC 6901 asks. */
export function noCaminho(caminho: string, ...partes: readonly (string | number)[]): string {
  return partes.reduce<string>((atual, parte) => `${atual}/${String(parte).replaceAll('~', '~0').replaceAll('/', '~1')}`, caminho);
}
