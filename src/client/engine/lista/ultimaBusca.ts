import { onSessionTeardown } from '../../auth/sessionTeardown.ts';

// Where leaving a form (saved or cancelled) returns: the list of its screen the user last saw,
// however the form was opened. That is the screen's own list with the same page, search, sort and
// filters, or the page that embeds the list (a utility's page with its consents), whichever was
// seen last. The next user to log in on this tab starts from clean lists.

interface Volta {
  /** The query of the screen's own list, or the whole address of the page that embeds it. */
  caminho: string;
  /** The page's title, for a list embedded in it. */
  titulo: string | null;
}

const ultimas = new Map<string, Volta>();

/** The screen's own list, with its query. */
export function lembrarBusca(tela: string, search: string): void {
  ultimas.set(tela, { caminho: search, titulo: null });
}

/** A page that embeds the screen's list: its address (path and query) and title. */
export function lembrarPagina(tela: string, caminho: string, titulo: string): void {
  ultimas.set(tela, { caminho, titulo });
}

/** The way back from a form of the screen: its list's path with the last query, or the embedding page. */
export function voltaDaTela(tela: string, rota: { path: string; titulo: string }): { path: string; titulo: string } {
  const volta = ultimas.get(tela);
  if (volta?.titulo === null || volta === undefined) return { path: rota.path + (volta?.caminho ?? ''), titulo: rota.titulo };
  return { path: volta.caminho, titulo: volta.titulo };
}

onSessionTeardown(() => ultimas.clear());
