import { entrarNaSede, expect, test } from './support/fixtures.ts';

// Financeiro › Painel: the expenses' dashboard of the demo, its period changed to last month, and a
// click on the largest category's bar landing on the despesas list filtered by that category and
// paid in that period.

test('the dashboard opens the list a chart summarises, filtered', async ({ page }) => {
  await entrarNaSede(page);
  await page.goto('/#/financeiro/dashboard/despesas');
  const periodo = page.getByRole('combobox', { name: 'Período', exact: true });
  await expect(periodo).toHaveText(/Anual/);
  await periodo.click();
  await page.getByRole('option', { name: 'Mês anterior', exact: true }).click();
  await expect(page).toHaveURL(/periodo=MES_ANTERIOR/);

  const figura = page.getByRole('figure', { name: 'Despesas por categoria' });
  await expect(figura.locator('.recharts-bar-rectangle').first()).toBeVisible();
  // The table under "Ver tabela" names the bars in the same order.
  await figura.getByText('Ver tabela').click();
  const categoria = (await figura.getByRole('table').getByRole('link').first().textContent()) ?? '';
  expect(categoria).not.toBe('');
  await figura.locator('.recharts-bar-rectangle').first().click();

  await expect(page).toHaveURL(/#\/financeiro\/despesa\?filtro=/);
  const filtro = JSON.parse(new URL(page.url().replace('#/', '')).searchParams.get('filtro') ?? '{}') as Record<string, { descricao?: string; opcao?: string }>;
  expect(filtro['categoria']?.descricao).toBe(categoria);
  expect(filtro['baixadoEm']?.opcao).toBe('CUSTOMIZADO');
  await expect(page.getByRole('row').nth(1)).toContainText(categoria);
});
