import type { AuthTokenContent } from '../../../shared/api/contract.ts';
import { post } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';

/** '<rota>/<id>', or the rota with '{id}' replaced when it names where the id goes. */
export function urlDoArquivo(rotaDownload: string, id: number): string {
  return rotaDownload.includes('{id}') ? rotaDownload.replace('{id}', String(id)) : `${rotaDownload}/${id}`;
}

/**
 * The resource's URL with an `authtoken` the server derives for this one path: a new window or
 * an <img> cannot send the session header, and the session token never goes into a URL.
 */
export async function urlAutenticada(recurso: string, consulta: Readonly<Record<string, string>> = {}): Promise<string> {
  const { content } = await post<AuthTokenContent>('/api/authtokens', { recurso }, { silenciarSucesso: true });
  return `${recurso}?${new URLSearchParams({ ...consulta, authtoken: content.authtoken })}`;
}

/** Opens the file in a new window. */
export function abrirArquivo(rotaDownload: string, id: number): Promise<void> {
  return abrirRecurso(urlDoArquivo(rotaDownload, id));
}

/**
 * Opens a download of the API in a new window. The window opens at the click, before the token
 * call, so no popup blocker takes it for an unrequested popup; it is closed again if the call fails.
 */
export async function abrirRecurso(recurso: string, consulta: Readonly<Record<string, string>> = {}): Promise<void> {
  const janela = window.open('', '_blank');
  try {
    const url = await urlAutenticada(recurso, consulta);
    if (janela) {
      janela.opener = null;
      janela.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (erro) {
    janela?.close();
    ignoreShownError(erro);
  }
}
