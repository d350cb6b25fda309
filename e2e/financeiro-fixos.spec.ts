import { confirmar, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';

// Financeiro › Geração de títulos, the officer's month: the unit's fixed despesas of a month
// generated in the background (the job's notice), reviewed in Títulos a definir, confirmed all
// at once from the selection, each linking to its título, and there as títulos in Despesas.

const MES = '2031-06';

test("a month's fixed despesas generated, confirmed and seen in Despesas", async ({ page }) => {
  test.setTimeout(120_000);
  await entrarNaSede(page);

  await test.step('the generation runs in the background and says how many it made', async () => {
    await page.goto('/#/financeiro/geracaotitulos');
    await expect(page.getByRole('heading', { level: 1, name: 'Geração de títulos' })).toBeVisible();
    await page.getByLabel('Mês inicial').fill(MES);
    await page.getByLabel('Mês final').fill(MES);
    await page.getByRole('checkbox', { name: 'Receitas' }).uncheck();
    await page.getByRole('button', { name: 'Gerar títulos' }).click();
    await expect(page.getByText(/\d+ títulos a definir gerados\./).first()).toBeVisible({ timeout: 30_000 });
  });

  await test.step('the month’s títulos a definir are confirmed from the selection', async () => {
    await liberarAvisos(page);
    await page.getByRole('link', { name: 'Títulos a definir' }).click();
    await expect(page).toHaveURL(/#\/financeiro\/geracaotitulos\/titulosadefinir/);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('06/2031');
    await page.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
    const tabela = page.getByRole('table', { name: 'Títulos a definir' });
    await expect(tabela.getByRole('row', { name: /Aluguel 06\/2031/ })).toBeVisible();
    await expect(tabela.getByRole('row', { name: /Doações mensais/ })).toHaveCount(0);
    await tabela.getByRole('checkbox', { name: 'Selecionar todas as linhas' }).check();
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await confirmar(page, 'Confirmar');
    await expect(page.getByText(/Ação 'Confirmar' concluída em \d+ registro\(s\)\./).first()).toBeVisible();
    await expect(tabela.getByRole('row', { name: /Aluguel 06\/2031/ })).toHaveCount(0);
  });

  await test.step('each confirmed one links to its título', async () => {
    await page.getByRole('tab', { name: 'Títulos definidos' }).click();
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Aluguel 06/2031');
    await page.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
    const definido = page.getByRole('table', { name: 'Títulos definidos' }).getByRole('row', { name: /Aluguel 06\/2031/ });
    await expect(definido).toContainText('Em aberto');
    await definido.getByRole('link', { name: /^\d+$/ }).click();
    await expect(page).toHaveURL(/#\/financeiro\/despesa\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Despesa: Aluguel 06/2031' })).toBeVisible();
  });

  await test.step('the títulos are in Despesas, open, due on the business day', async () => {
    await page.goto('/#/financeiro/despesa');
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Aluguel 06/2031');
    await page.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
    // 10/06/2031 is a Tuesday.
    const linha = page.getByRole('table', { name: 'Despesas' }).getByRole('row', { name: /Aluguel 06\/2031/ });
    await expect(linha).toContainText('10/06/2031');
    await expect(linha).toContainText('Em aberto');
  });
});
