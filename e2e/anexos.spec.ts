import type { Page } from '@playwright/test';
import { entrar, expect, test } from './support/fixtures.ts';
import { violacoesGraves } from './support/inspecao.ts';

// A person's attachments: the document type first, then the file, sent at once; kept on save.

async function abrirAPrimeiraPessoa(page: Page): Promise<void> {
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
  await page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/pessoa\/\d+$/);
}

const pdf = (nome: string) => ({ name: nome, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 documento') });

test('a document is typed, sent as soon as it is chosen and kept with its type', async ({ page }) => {
  await abrirAPrimeiraPessoa(page);
  const anexos = page.getByRole('region', { name: 'Anexos' });
  const tipo = anexos.getByRole('combobox', { name: /Tipo do Documento/ });
  const arquivo = anexos.locator('input[type=file]');
  await expect(tipo).toBeVisible();
  await expect(page.getByText('Anexos', { exact: true })).toHaveCount(1);

  await arquivo.setInputFiles(pdf('sem-tipo.pdf'));
  await expect(anexos.getByText('O campo Tipo do Documento é obrigatório.')).toBeVisible();
  await expect(tipo).toBeFocused();
  expect(await violacoesGraves(page)).toEqual([]);

  await tipo.selectOption({ label: 'RG' });
  await arquivo.setInputFiles(pdf('rg-frente.pdf'));
  const item = anexos.getByRole('listitem').filter({ hasText: 'rg-frente.pdf' });
  await expect(item).toContainText('RG');
  await expect(tipo).toHaveValue('');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista/);
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Anexos' }).getByRole('listitem').filter({ hasText: 'rg-frente.pdf' })).toContainText('RG');
});
