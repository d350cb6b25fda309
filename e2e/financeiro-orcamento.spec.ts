import { entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';

// Financeiro › Plano orçamentário: a line added to a future year's budget (left to this journey),
// its yearly value spread over the months and saved, planned vs realised showing it, then the
// year closed on the fechamento tab: the grid turns read only and the server refuses an edit.

const ANO = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date());
const FUTURO = String(Number(ANO) + 2);
const LINHA = /2\.3\.01 - Aluguel.*01 - Administração geral/;

test('a budget line spread, saved, compared and frozen by the year\'s closing', async ({ page }) => {
  test.setTimeout(90_000);
  await entrarNaSede(page);
  await page.goto('/#/financeiro/planoorcamentario/orcamento');
  await page.getByRole('combobox', { name: 'Ano' }).selectOption(FUTURO);
  const grade = page.getByRole('table', { name: `Orçamento de ${FUTURO}` });
  await expect(grade).toBeVisible();

  await test.step('a new line gets its yearly value spread over the months, and is saved', async () => {
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: '2.3.01 - Aluguel' });
    await page.getByRole('combobox', { name: 'Centro de custo' }).selectOption({ label: '01 - Administração geral' });
    await page.getByRole('button', { name: 'Adicionar linha' }).click();
    await grade.getByRole('button', { name: /Ações da linha 2\.3\.01 - Aluguel/ }).click();
    await page.getByRole('menuitem', { name: 'Distribuir valor anual' }).click();
    await page.getByRole('textbox', { name: 'Valor anual' }).fill('12.000,05');
    await page.getByRole('button', { name: 'Distribuir', exact: true }).click();
    await expect(grade.getByRole('textbox', { name: /Aluguel.*Jan$/ })).toHaveValue('1.000,00');
    await expect(grade.getByRole('textbox', { name: /Aluguel.*Dez$/ })).toHaveValue('1.000,05');
    await expect(grade.getByRole('row', { name: LINHA })).toContainText('12.000,05');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Orçamento salvo.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  await test.step('planned vs realised shows the line, nothing realised yet', async () => {
    await liberarAvisos(page);
    await page.getByRole('tab', { name: 'Previsto x realizado' }).click();
    const linha = page.getByRole('table', { name: `Previsto x realizado de ${FUTURO}` }).getByRole('row', { name: LINHA });
    await expect(linha).toContainText('prev. 1.000,00');
    await expect(linha).toContainText('prev. 12.000,05');
    await expect(linha).toContainText('-12.000,05 · 0,00%');
  });

  await test.step('closing the year freezes it: no editable cell, and the server refuses an edit', async () => {
    await page.getByRole('tab', { name: 'Fechamento' }).click();
    await page.getByRole('button', { name: `Mais ações de ${FUTURO}` }).click();
    await page.getByRole('menuitem', { name: 'Fechar' }).click();
    await page.getByRole('alertdialog', { name: 'Fechar o orçamento' }).getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByText(`Orçamento de ${FUTURO} fechado.`).first()).toBeVisible();
    await page.getByRole('button', { name: `Mais ações de ${FUTURO}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Reabrir' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Orçamento', exact: true }).click();
    await page.getByRole('combobox', { name: 'Ano' }).selectOption(FUTURO);
    await expect(page.getByText(`O orçamento de ${FUTURO} está fechado e não aceita alterações.`)).toBeVisible();
    await expect(page.getByRole('table', { name: `Orçamento de ${FUTURO}` }).getByRole('textbox')).toHaveCount(0);
    const token = (await page.evaluate(() => localStorage.getItem('alicerce.token'))) ?? '';
    const r = await page.request.post('/api/financeiro/planoorcamentario/distribuir', {
      headers: { 'x-auth-token': token },
      data: { ano: Number(FUTURO), categoriaId: 1, centroCustoId: 1, valorAnual: 1 },
    });
    expect(r.status()).toBe(422);
    expect((await r.json()).errors).toEqual([{ field: 'ano', message: `O orçamento de ${FUTURO} está fechado e não aceita alterações.` }]);
  });
});
