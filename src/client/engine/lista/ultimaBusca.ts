import { onSessionTeardown } from '../../auth/sessionTeardown.ts';

// The query of each list the user last saw, so that leaving a form (saved or cancelled)
// returns to the same page, search, sort and filters, however the form was opened. The next user
// to log in on this tab starts from clean lists.

const ultimas = new Map<string, string>();

export function lembrarBusca(tela: string, search: string): void {
  ultimas.set(tela, search);
}

export function ultimaBusca(tela: string): string {
  return ultimas.get(tela) ?? '';
}

onSessionTeardown(() => ultimas.clear());
