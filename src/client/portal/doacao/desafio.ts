// The bot check without a third party: the smallest nonce ≥ 0 whose SHA-256 hex of
// `${desafio}:${nonce}` starts with `zeros` '0' characters, computed with WebCrypto.

export type Sha256Hex = (texto: string) => Promise<string>;

export const sha256Hex: Sha256Hex = async (texto) => {
  const resumo = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(texto));
  return Array.from(new Uint8Array(resumo), (b) => b.toString(16).padStart(2, '0')).join('');
};

export async function resolverDesafio(desafio: string, zeros: number, hash: Sha256Hex = sha256Hex): Promise<number> {
  const prefixo = '0'.repeat(zeros);
  for (let nonce = 0; ; nonce++) {
    if ((await hash(`${desafio}:${nonce}`)).startsWith(prefixo)) return nonce;
  }
}
