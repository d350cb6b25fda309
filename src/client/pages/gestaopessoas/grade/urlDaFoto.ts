import type { AuthTokenContent } from '../../../../shared/api/contract.ts';
import { post } from '../../../api/http.ts';

export const TAMANHO_DA_FOTO = 96;

export const recursoDaFoto = (pessoaId: number): string => `/api/pessoas/${pessoaId}/foto`;

/**
 * An <img> cannot send the session header: the URL carries a short-lived token the server
 * derived for this one photo (the list brings it), never the session token.
 */
export function urlDaFoto(pessoaId: number, arquivoId: number, authtoken: string): string {
  const query = new URLSearchParams({
    width: String(TAMANHO_DA_FOTO),
    height: String(TAMANHO_DA_FOTO),
    arquivoId: String(arquivoId),
    authtoken,
  });
  return `${recursoDaFoto(pessoaId)}?${query}`;
}

/** A token for a photo the list brought without one, as users' photos get theirs. */
export async function derivarAuthtoken(pessoaId: number): Promise<string> {
  const { content } = await post<AuthTokenContent>('/api/authtokens', { recurso: recursoDaFoto(pessoaId) }, { silenciarSucesso: true });
  return content.authtoken;
}
