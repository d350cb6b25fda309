import type { AuthTokenContent } from '../../shared/api/contract.ts';
import { post } from '../api/http.ts';

type AbrirJanela = (url: string, alvo: string) => Window | null;

/**
 * Opens a notice's or a job's result (a download) in a new window. The URL carries a short-lived
 * authtoken derived for that one path (POST /api/authtokens), never the session token. The window
 * is opened during the click, so a popup blocker lets it through, and is sent on once the token comes.
 */
export async function abrirLink(link: string, abrir: AbrirJanela = (url, alvo) => window.open(url, alvo)): Promise<void> {
  if (!/^\/api\/[A-Za-z0-9/_.-]+$/.test(link) || link.includes('..')) return;
  const janela = abrir('', '_blank');
  try {
    const { content } = await post<AuthTokenContent>('/api/authtokens', { recurso: link }, { silenciarSucesso: true });
    const url = `${link}?${new URLSearchParams({ authtoken: content.authtoken })}`;
    if (janela) {
      janela.opener = null;
      janela.location.href = url;
    } else {
      abrir(url, '_blank');
    }
  } catch {
    // The error was shown by the HTTP client.
    janela?.close();
  }
}
