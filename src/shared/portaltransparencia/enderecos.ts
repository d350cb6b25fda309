// What the public pages link to: only http(s) addresses (never javascript: or data:) and, for
// an image, a path of this server.

export const MENSAGEM_ENDERECO = 'Informe um endereço que comece com http:// ou https://.';
export const MENSAGEM_ENDERECO_OU_CAMINHO = 'Informe um endereço que comece com https:// ou um caminho deste servidor (/...).';

/** Null when `texto` may be linked from a public page, else the message. */
export function enderecoInvalido(texto: string, aceitaCaminho = false): string | null {
  if (aceitaCaminho && /^\/(?!\/)[^\s\\]*$/.test(texto)) return null;
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    return aceitaCaminho ? MENSAGEM_ENDERECO_OU_CAMINHO : MENSAGEM_ENDERECO;
  }
  const ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !/\s/.test(texto);
  return ok ? null : aceitaCaminho ? MENSAGEM_ENDERECO_OU_CAMINHO : MENSAGEM_ENDERECO;
}
