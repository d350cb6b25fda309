import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend({
  // The server of global-setup listens on a port chosen at run time.
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL ausente: o global-setup não iniciou o servidor.');
    await use(url);
  },
});

export { expect };

/** Fills the login form and submits it. */
export async function entrar(page: Page, login: string, senha = login): Promise<void> {
  await page.getByLabel('Usuário').fill(login);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
