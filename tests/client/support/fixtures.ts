import type { ContextContent } from '../../../src/shared/api/contract.ts';
import { TOKEN_KEY } from '../../../src/client/auth/token.ts';

export const SEDE = { id: 1, nome: 'Sede' };
export const NORTE = { id: 2, nome: 'Unidade Norte' };

export function contexto(overrides: Partial<ContextContent> = {}): ContextContent {
  return {
    usuario: { id: 7, nome: 'Ana Souza', login: 'ana', email: 'ana@exemplo.org', temFoto: false },
    database: { nome: 'Instituto Exemplo' },
    unidade: SEDE,
    unidades: [SEDE],
    ...overrides,
  };
}

export function logIn(token = 'token-da-sessao'): void {
  localStorage.setItem(TOKEN_KEY, token);
}
