// What the public pages link to: only http(s) addresses (never javascript: or data:).

export const MENSAGEM_ENDERECO = 'Informe um endereço que comece com http:// ou https://.';

/** Null when `texto` may be linked from a public page, else the message. */
export function enderecoInvalido(texto: string): string | null {
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    return MENSAGEM_ENDERECO;
  }
  const ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !/\s/.test(texto);
  return ok ? null : MENSAGEM_ENDERECO;
}
