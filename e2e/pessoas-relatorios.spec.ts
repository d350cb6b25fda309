import { readFile, stat } from 'node:fs/promises';
import type { BrowserContext, Download, Page } from '@playwright/test';
import { entrar, expect, test } from './support/fixtures.ts';
import { fotografoEm } from './support/inspecao.ts';

// The people register's reports in the browser against the real server and its demo seed: the
// reports page's birthdays as a spreadsheet, and the register's Imprimir of a filtered list as a
// PDF, each a background job whose report notice downloads the file.

const fotografar = fotografoEm('/tmp/shots-pessoas-relatorios');

async function entrarNaSede(page: Page): Promise<void> {
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
}

/** Emits from an open dialog and downloads the file of the job's report notice (shown for 5 s: opened at once). */
async function emitirEBaixar(page: Page, context: BrowserContext, dialogo: ReturnType<Page['getByRole']>, titulo: string): Promise<Download> {
  // The result opens in a new window that downloads it: listen before it exists.
  const baixado = new Promise<Download>((resolve) => context.once('page', (janela) => janela.on('download', resolve)));
  await dialogo.getByRole('button', { name: 'Emitir' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Relatório solicitado. Você será avisado quando estiver pronto.').first()).toBeVisible();
  const aviso = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Abrir resultado' }) }).filter({ hasText: titulo });
  await expect(aviso).toBeVisible({ timeout: 60_000 });
  await aviso.getByRole('button', { name: 'Abrir resultado' }).click();
  return baixado;
}

test('the reports page emits the birthdays of the period as a spreadsheet, downloaded from its notice', async ({ page, context }) => {
  test.setTimeout(120_000);
  await entrarNaSede(page);
  await page.goto('/#/gestaopessoas/relatorios');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pessoas cadastradas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aniversariantes do período' })).toBeVisible();
  await fotografar(page, 'relatorios');

  await page.getByRole('button', { name: 'Emitir Aniversariantes do período' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Aniversariantes do período' });
  await expect(dialogo.getByRole('textbox', { name: /^Data inicial/ })).toHaveValue(/^01\/\d{2}\/\d{4}$/);
  await dialogo.getByRole('textbox', { name: /^Data final/ }).fill('01/01/2000');
  await dialogo.getByRole('button', { name: 'Emitir' }).click();
  await expect(dialogo.getByText('A data final deve ser igual ou posterior à data inicial.')).toBeVisible();
  await dialogo.getByRole('textbox', { name: /^Data inicial/ }).fill('01/01/2026');
  await dialogo.getByRole('textbox', { name: /^Data final/ }).fill('31/12/2026');
  await dialogo.getByRole('radio', { name: 'XLSX' }).check();
  await fotografar(page, 'relatorio-aniversariantes', { paginaInteira: false });

  const download = await emitirEBaixar(page, context, dialogo, 'Aniversariantes do período');
  expect(download.suggestedFilename()).toBe('aniversariantes-2026-01-01-a-2026-12-31.xlsx');
  expect((await stat(await download.path())).size).toBeGreaterThan(0);
});

test("the register's Imprimir asks the format and prints the filtered list as a PDF", async ({ page, context }) => {
  test.setTimeout(120_000);
  await entrarNaSede(page);
  await page.goto('/#/gestaopessoas/lista?q=silva');
  await expect(page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').first()).toContainText(/silva/i);

  await page.getByRole('button', { name: 'Mais opções' }).click();
  await expect(page.getByRole('menuitem', { name: 'Relatórios' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Imprimir' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Imprimir' });
  await expect(dialogo.getByText('As pessoas da lista, com a pesquisa e os filtros aplicados.')).toBeVisible();
  await expect(dialogo.getByRole('radio', { name: 'PDF' })).toBeChecked();
  await fotografar(page, 'imprimir', { paginaInteira: false });

  const download = await emitirEBaixar(page, context, dialogo, 'Pessoas cadastradas');
  expect(download.suggestedFilename()).toMatch(/^pessoas-cadastradas-\d{4}-\d{2}-\d{2}\.pdf$/);
  const conteudo = await readFile(await download.path());
  expect(conteudo.length).toBeGreaterThan(0);
  expect(conteudo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
