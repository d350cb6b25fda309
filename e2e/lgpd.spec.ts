import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { campo, entrar, entrarNaInicial, expect, test } from './support/fixtures.ts';

// LGPD on a person's record in Chromium: the administrator exports everything held about a
// person and anonymises one who asks to be forgotten; operador sees neither.

/** Creates a person, finds them in the register and opens their record. */
async function abrirPessoaNova(page: Page, nome: string): Promise<void> {
  await page.goto('/#/gestaopessoas/novo');
  await campo(page, 'Nome').fill(nome);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista/);
  const busca = page.getByRole('searchbox', { name: 'Pesquisar' });
  await busca.fill(nome);
  await busca.press('Enter');
  await page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').filter({ hasText: nome }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/pessoa\/\d+$/);
}

test('the administrator exports a person\'s data and anonymises them', async ({ page, context }) => {
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
  await abrirPessoaNova(page, 'Titular Que Pede Exclusão');

  const baixado = new Promise<Download>((resolve) => context.on('page', (janela) => janela.on('download', resolve)));
  await page.getByRole('button', { name: 'Dados pessoais (LGPD)' }).click();
  await page.getByRole('menuitem', { name: 'Exportar dados (JSON)' }).click();
  const download = await baixado;
  expect(download.suggestedFilename()).toMatch(/^dados-pessoais-\d+\.json$/);
  const dados = JSON.parse(await readFile(await download.path(), 'utf8')) as { pessoa: { nome: string }; historico: unknown[] };
  expect(dados.pessoa.nome).toBe('Titular Que Pede Exclusão');
  expect(dados.historico).toHaveLength(1);

  await page.getByRole('button', { name: 'Dados pessoais (LGPD)' }).click();
  await page.getByRole('menuitem', { name: 'Anonimizar pessoa' }).click();
  await page.getByRole('alertdialog', { name: 'Anonimizar pessoa' }).getByRole('button', { name: 'Anonimizar' }).click();
  const prompt = page.getByRole('dialog', { name: 'Anonimizar pessoa' });
  await prompt.getByRole('textbox', { name: /Digite ANONIMIZAR para confirmar/ }).fill('anonimizar');
  await prompt.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Pessoa anonimizada. Os registros financeiros foram mantidos sem a identificação.').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista/);

  const busca = page.getByRole('searchbox', { name: 'Pesquisar' });
  await busca.fill('Titular Que Pede');
  await busca.press('Enter');
  await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
});

test('operador sees no LGPD actions on a person', async ({ page }) => {
  await entrarNaInicial(page, 'operador');
  await abrirPessoaNova(page, 'Pessoa Do Operador');
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Pessoa Do Operador');
  await expect(page.getByRole('button', { name: 'Dados pessoais (LGPD)' })).toHaveCount(0);
});
