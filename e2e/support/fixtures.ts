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
  await page.getByRole('textbox', { name: 'Usuário', exact: true }).fill(login);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens login, signs in a single-unit user and waits for the start page. */
export async function entrarNaInicial(page: Page, login: string, senha = login): Promise<void> {
  await page.goto('/#/login');
  await entrar(page, login, senha);
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
}

/** A text box by its exact label (Fluent fields also label their forms and groups). */
export function campo(page: Page, rotulo: string) {
  return page.getByRole('textbox', { name: rotulo, exact: true });
}
