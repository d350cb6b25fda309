import { mkdir, writeFile } from 'node:fs/promises';
import { test as base, expect, type Page } from '@playwright/test';
import { iniciarServidor, type ServidorDeTeste } from './servidor.ts';

// Each Playwright worker drives its own server (npm start's entry point, embedded PostgreSQL,
// demo seed) on a free port with a DATA_DIR of its own, so journeys in two workers never see each
// other's changes. Its log (every request, at info level) goes to test-results/servidor-N.log,
// which the global teardown checks for leaks.

export const test = base.extend<object, { servidor: ServidorDeTeste }>({
  servidor: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
    async ({}, use, trabalhador) => {
      const servidor = await iniciarServidor(process.cwd(), { LOG_LEVEL: 'info' });
      // What the journeys arrange in the database (support/banco.ts) reaches this worker's server.
      process.env.E2E_DATA_DIR = servidor.dataDir;
      try {
        await use(servidor);
      } finally {
        await servidor.parar();
        await mkdir('test-results', { recursive: true });
        await writeFile(`test-results/servidor-${trabalhador.workerIndex}.log`, servidor.saida());
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ servidor }, use) => {
    await use(servidor.baseUrl);
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

/** Opens login, signs the administrator in and chooses Sede. */
export async function entrarNaSede(page: Page): Promise<void> {
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await expect(page).toHaveURL(/selecaounidade/);
  await page.getByRole('button', { name: /Sede/ }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
}

/**
 * The app's toasts pause while the pointer rests on them (pauseOnHover) and while their window is
 * blurred (pauseOnWindowBlur), and in a journey both last: the pointer stays where it last clicked,
 * often where they appear (top end), and a download's window blurred the page for good. They then
 * piled up over the buttons the next step clicked. A step after the first brings its page to the
 * front and moves the pointer to the bottom left corner, and the toasts go on their time.
 */
export async function liberarAvisos(page: Page): Promise<void> {
  await page.bringToFront();
  await page.mouse.move(1, (page.viewportSize()?.height ?? 800) - 1);
}

/**
 * Waits for the page behind a dialog that just closed. Fluent keeps the page hidden from assistive
 * technology (aria-hidden) for about 200 ms after a modal closes, so an assertion that a row is
 * gone, made then, passes on a page that is merely hidden; the next step could then leave before
 * the action's call returned, and its result never show (the grouped tax, once in CI).
 */
export async function depoisDoDialogo(page: Page): Promise<void> {
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
}

/** Confirms the open confirmation (alertdialog) with its button `botao`, and waits for the page behind it. */
export async function confirmar(page: Page, botao: string): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: botao, exact: true }).click();
  await depoisDoDialogo(page);
}

/** A text box by its exact label (Fluent fields also label their forms and groups). */
export function campo(page: Page, rotulo: string) {
  return page.getByRole('textbox', { name: rotulo, exact: true });
}

/**
 * Picks a record in an autocomplete by its exact label: what the box shows (an earlier choice) is
 * selected and typed over, as a user replaces it, and the first option matching `opcao` is chosen.
 * With no text, the list opened by the click is used as it is.
 */
export async function escolher(page: Page, rotulo: string, texto: string, opcao: RegExp): Promise<void> {
  const combobox = page.getByRole('combobox', { name: rotulo, exact: true });
  await combobox.click();
  if (texto) {
    await combobox.selectText();
    await combobox.pressSequentially(texto);
  }
  await page.getByRole('option', { name: opcao }).first().click();
}
