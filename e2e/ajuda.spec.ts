import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { campo, entrar, expect, liberarAvisos, test } from './support/fixtures.ts';

// The help pages in Chromium, and the screenshots they show: each run takes them again into
// test-results/ajuda; `npm run ajuda:imagens` (ATUALIZAR_AJUDA=1) also copies them over
// docs/ajuda/imagens, the copies the client ships.

const PASTA = path.resolve('test-results/ajuda');
const DESTINO = path.resolve('docs/ajuda/imagens');

async function fotografar(page: Page, nome: string): Promise<void> {
  await mkdir(PASTA, { recursive: true });
  const arquivo = path.join(PASTA, nome);
  // The screen as the user sees it, without the blinking caret.
  await page.screenshot({ path: arquivo, caret: 'hide', animations: 'disabled' });
  if (process.env.ATUALIZAR_AJUDA === '1') await copyFile(arquivo, path.join(DESTINO, nome));
}

test.use({ viewport: { width: 1280, height: 800 } });

test("the help's screenshots are the app's own screens, and the help is searchable and shows them", async ({ page }) => {
  test.setTimeout(120_000);

  await test.step("the help's screenshots are the app's own screens", async () => {
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await fotografar(page, 'entrar.png');

    await entrar(page, 'admin');
    await page.getByRole('button', { name: /Sede/ }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
    await expect(page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').nth(5)).toBeVisible();
    await fotografar(page, 'pessoas-grade.png');

    await page.getByRole('button', { name: 'Lista' }).click();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await expect(page.getByRole('form', { name: 'Filtros' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pessoas' }).getByRole('row').nth(3)).toBeVisible();
    await fotografar(page, 'pessoas-lista.png');

    await page.getByRole('table', { name: 'Pessoas' }).getByRole('link', { name: /^Editar / }).first().click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/pessoa\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).not.toHaveValue('');
    await fotografar(page, 'pessoa-formulario.png');

    await page.goto('/#/registrointervalo/intervalos');
    await expect(page.getByRole('heading', { level: 1, name: 'Intervalos' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Iniciar intervalo/ }).first()).toBeVisible();
    await fotografar(page, 'intervalos.png');

    await page.goto('/#/configuracoes/configuracaocampo');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuração de campos' })).toBeVisible();
    await fotografar(page, 'configuracao-campos.png');

    await page.goto('/#/financeiro/configuracoes/categoria');
    await expect(page.getByRole('table', { name: 'Categorias' }).getByRole('row').nth(10)).toBeVisible();
    await fotografar(page, 'financeiro-categorias.png');

    await page.goto('/#/financeiro/configuracoes/conta');
    await page.getByRole('link', { name: 'Editar Bradesco aplicação', exact: true }).click();
    await expect(campo(page, 'Saldo inicial')).toHaveValue('150.000,00');
    await fotografar(page, 'financeiro-conta.png');

    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/#\/login/);
  });

  await test.step('the help is searchable and shows its screenshots', async () => {
    await liberarAvisos(page);
    await entrar(page, 'operador');
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Ajuda' }).click();
    await expect(page).toHaveURL(/#\/ajuda$/);
    const artigo = page.getByRole('article', { name: 'Primeiros passos' });
    await expect(artigo).toBeVisible();
    const imagem = artigo.getByRole('img', { name: 'A tela de entrada' });
    await imagem.scrollIntoViewIfNeeded();
    await expect.poll(() => imagem.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('searchbox', { name: 'Pesquisar na ajuda' }).fill('aniversariantes');
    const indice = page.getByRole('navigation', { name: 'Páginas de ajuda' });
    await expect(indice.getByRole('link')).toHaveText(['Cadastro de pessoas']);
    await expect(page.getByRole('article', { name: 'Cadastro de pessoas' })).toBeVisible();
  });
});
