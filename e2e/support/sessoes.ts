import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Journeys with several users open each user's session through the API (the login form is
// login.spec's point, not theirs) and take it into the one page in turn.

/** Signs the demo user in (password = login) and into the Sede; the session's token. */
export async function sessaoNaSede(request: APIRequestContext, login: string): Promise<string> {
  const r = await request.post('/api/login', { data: { username: login, password: login } });
  expect(r.status()).toBe(200);
  const { token } = ((await r.json()) as { content: { token: string } }).content;
  const cabecalhos = { 'x-auth-token': token };
  const contexto = (await (await request.get('/api/context', { headers: cabecalhos })).json()) as { content: { unidades: { id: number; nome: string }[] } };
  const sede = contexto.content.unidades.find((u) => u.nome === 'Sede');
  expect((await request.post('/api/context/unidade', { headers: cabecalhos, data: { unidadeId: sede?.id } })).status()).toBe(200);
  return token;
}

/**
 * Opens the app at `caminho` as the token's user: the token goes in the storage from a bare page
 * of the server (/health), and the app starts afresh with its assets from this browser's cache (a
 * new browser context per user started it cold, over 10 s each on a loaded machine). Then waits
 * for the shell.
 */
export async function abrirComo(page: Page, token: string, caminho: string): Promise<void> {
  await page.goto('/health');
  await page.evaluate((t) => localStorage.setItem('alicerce.token', t), token);
  await page.goto(caminho);
  await expect(page.getByRole('button', { name: /^Menu do usuário/ })).toBeVisible();
}

/** A call of the API as the token's user that must answer 200; its content. */
export async function chamarApi<T>(request: APIRequestContext, token: string, metodo: 'GET' | 'POST', url: string, corpo?: object): Promise<T> {
  const r = await request.fetch(url, { method: metodo, headers: { 'x-auth-token': token }, ...(corpo === undefined ? {} : { data: corpo }) });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { content: T }).content;
}
