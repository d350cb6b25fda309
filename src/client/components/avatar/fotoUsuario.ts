import type { AuthTokenContent } from '../../../shared/api/contract.ts';
import { post } from '../../api/http.ts';

export const FOTO_WIDTH = 280;

/** The SWR key of a user's photo URL; revalidating it fetches the new photo. */
export function fotoUsuarioKey(usuarioId: number) {
  return ['foto-usuario', usuarioId] as const;
}

/**
 * An <img> cannot send the session header, so the URL carries a short-lived token that the
 * server derives for this one photo: the session token never goes into a URL.
 */
export async function urlDaFotoUsuario(usuarioId: number): Promise<string> {
  const recurso = `/api/usuarios/${usuarioId}/foto`;
  const { content } = await post<AuthTokenContent>('/api/authtokens', { recurso }, { silenciarSucesso: true });
  const query = new URLSearchParams({
    width: String(FOTO_WIDTH),
    t: String(Date.now()),
    authtoken: content.authtoken,
  });
  return `${recurso}?${query}`;
}
