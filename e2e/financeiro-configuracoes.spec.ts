import type { Download, Page } from '@playwright/test';
import { campo, entrar, entrarNaInicial, expect, liberarAvisos, test } from './support/fixtures.ts';
import { violacoesGraves } from './support/inspecao.ts';

// Financeiro › Configurações, the engine's screens of the finance configuration: the
// administrator reaches them from the menu, reads the categories as a tree, creates a cost
// centre and prints the list, edits a bank account and changes a parameter; operador, without
// the tags, is refused.

const CENTRO = 'Projeto Costura Solidária';

async function escolher(page: Page, rotulo: string, opcao: string): Promise<void> {
  await page.getByRole('combobox', { name: rotulo }).click();
  await page.getByRole('option', { name: opcao }).click();
}

test('the administrator reads the chart as a tree, creates and prints cost centres and edits an account', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();

  // The family's navigation leads from the menu's Financeiro to its configuration section.
  await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Financeiro' }).click();
  await page.getByRole('navigation', { name: 'Financeiro' }).getByRole('tab', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/#\/financeiro\/configuracoes\/grupofinanceiro$/);
  for (const aba of ['Grupos financeiros', 'Categorias', 'Centros de custo', 'Grupos de contas', 'Contas', 'Impostos', 'Ocorrências financeiras', 'Eventos da folha', 'Parâmetros']) {
    await expect(page.getByRole('tab', { name: aba, exact: true })).toBeVisible();
  }

  // The categories in the tree's order, each with its level.
  await page.getByRole('tab', { name: 'Categorias', exact: true }).click();
  const categorias = page.getByRole('table', { name: 'Categorias' });
  await expect(categorias.getByRole('row').nth(3)).toContainText('1.1.01');
  const linhas = await categorias.getByRole('row').evaluateAll((rows) => rows.slice(1, 6).map((r) => r.querySelector('[role="cell"], td')?.textContent ?? ''));
  expect(linhas).toEqual(['1', '1.1', '1.1.01', '1.1.02', '1.1.03']);
  await expect(categorias.getByRole('row', { name: /1\.1\.01 Doações de pessoas físicas Receita Analítica 3/ })).toBeVisible();
  expect(await violacoesGraves(page)).toEqual([]);

  // A new cost centre.
  await page.getByRole('tab', { name: 'Centros de custo', exact: true }).click();
  await page.getByRole('button', { name: 'Novo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo centro de custo' })).toBeVisible();
  await campo(page, 'Código').fill('07');
  await campo(page, 'Descrição').fill(CENTRO);
  await escolher(page, 'Tipo', 'Projeto');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/financeiro\/configuracoes\/centrocusto$/);
  await expect(page.getByRole('table', { name: 'Centros de custo' }).getByRole('row', { name: new RegExp(`07 ${CENTRO} Projeto`) })).toBeVisible();

  // The list printed as it is shown: the report is asked at once, and its notice opens the file.
  const baixado = new Promise<Download>((resolve) => context.once('page', (janela) => janela.on('download', resolve)));
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Imprimir' });
  await dialogo.getByRole('radio', { name: 'PDF' }).check();
  await dialogo.getByRole('button', { name: 'Emitir' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Relatório solicitado. Você será avisado quando estiver pronto.').first()).toBeVisible();
  const aviso = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Abrir resultado' }) }).filter({ hasText: 'Centros de custo' });
  await expect(aviso).toContainText(/\d+ registros no relatório\./, { timeout: 60_000 });
  await aviso.getByRole('button', { name: 'Abrir resultado' }).click();
  expect((await baixado).suggestedFilename()).toMatch(/^financeiro-configuracoes-centrocusto-\d{4}-\d{2}-\d{2}\.pdf$/);

  // An account of the unit: a new opening balance, read back as money.
  await page.getByRole('tab', { name: 'Contas', exact: true }).click();
  await page.getByRole('link', { name: 'Editar Banco do Brasil c/c', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banco do Brasil c/c' })).toBeVisible();
  const saldo = campo(page, 'Saldo inicial');
  await expect(saldo).toHaveValue('48.320,15');
  await saldo.fill('48.500,75');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/financeiro\/configuracoes\/conta$/);
  await expect(page.getByRole('table', { name: 'Contas' }).getByRole('row', { name: /^Banco do Brasil c\/c Conta corrente .* 48\.500,75/ })).toBeVisible();

  // The parameters, a settings screen: a setting changed, then back to its default.
  // By the last tab's address: the toasts of the save and of the printed report stand over the
  // tab strip's end, and a pointer aiming at the tab would keep them there.
  await liberarAvisos(page);
  await page.goto('/#/financeiro/configuracoes/parametros');
  await expect(page.getByRole('tab', { name: 'Parâmetros', exact: true })).toHaveAttribute('aria-selected', 'true');
  const dias = campo(page, 'Avisar vencimentos com quantos dias de antecedência');
  await expect(dias).toHaveValue('3');
  await expect(page.getByText('Padrão: 3 (em uso)')).toBeVisible();
  await dias.fill('5');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const restaurar = page.getByRole('button', { name: 'Restaurar padrão de Avisar vencimentos com quantos dias de antecedência' });
  await restaurar.click();
  await expect(dias).toHaveValue('3');
  await expect(page.getByText('Padrão: 3 (em uso)')).toBeVisible();
  await expect(restaurar).toBeHidden();
});

test('operador neither sees Financeiro nor opens its configuration', async ({ page }) => {
  await entrarNaInicial(page, 'operador');
  await expect(page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Financeiro' })).toHaveCount(0);
  await page.goto('/#/financeiro/configuracoes/categoria');
  await expect(page.getByText('Você não possui permissão para acessar essa funcionalidade')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Categorias' })).toHaveCount(0);
});
