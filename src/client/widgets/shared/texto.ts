/** An empty text is no value: the engine stores null, never ''. */
export function textoOuNulo(texto: string): string | null {
  return texto === '' ? null : texto;
}
