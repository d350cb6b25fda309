import { entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';

// Financeiro › Conciliação bancária › OFX: the administrator drops the demo account's statement
// (the tab's sample file), sees each line's situação before anything is saved, imports it and
// sees the counts and the import listed; the same file again brings nothing new.

test('the demo statement previewed, imported once, and nothing new the second time', async ({ page }) => {
  test.setTimeout(90_000);
  await entrarNaSede(page);
  await page.goto('/#/financeiro/conciliacao/ofx');
  await expect(page.getByRole('tab', { name: 'Importação OFX', selected: true })).toBeVisible();

  const token = (await page.evaluate(() => localStorage.getItem('alicerce.token'))) ?? '';
  const exemplo = await page.request.get('/api/financeiro/conciliacao/ofx/exemplo', { headers: { 'x-auth-token': token } });
  expect(exemplo.status()).toBe(200);
  const arquivo = { name: 'extrato-demo.ofx', mimeType: 'application/x-ofx', buffer: await exemplo.body() };
  const soltar = () => page.locator('input[type=file]').setInputFiles(arquivo);
  const resumo = page.getByRole('list', { name: 'Resumo do extrato' });

  await test.step('the preview matches the demo account and shows every line nova', async () => {
    await soltar();
    await expect(page.getByRole('combobox', { name: 'Conta da instituição' })).toHaveValue(/\d+/);
    await expect(page.getByRole('combobox', { name: 'Conta da instituição' }).locator('option:checked')).toHaveText(/Banco do Brasil c\/c — 1234-5 \/ 56789-0/);
    await expect(resumo).toContainText(/\d+ novas0 já importadas0 em conflito/);
    await expect(page.getByRole('region', { name: 'Linhas do extrato 1' }).getByRole('row', { name: /TARIFA BANCARIA/ })).toContainText('Nova');
  });

  await test.step('the import saves the new lines and lists the import', async () => {
    const novas = Number((await resumo.textContent())?.match(/(\d+) novas/)?.[1]);
    expect(novas).toBeGreaterThan(5);
    await page.getByRole('button', { name: `Importar ${novas} linhas` }).click();
    await expect(page.getByText(`${novas} linhas novas importadas; 0 já estavam importadas.`)).toBeVisible();
    await expect(resumo).toContainText(`0 novas${novas} já importadas`);
    await expect(page.getByRole('region', { name: 'Importações anteriores' }).getByRole('row', { name: /extrato-demo\.ofx/ })).toContainText(String(novas));
  });

  await test.step('the same file again brings nothing new', async () => {
    await liberarAvisos(page);
    await soltar();
    await expect(resumo).toContainText(/^0 novas\d+ já importadas0 em conflito$/);
    await expect(page.getByRole('button', { name: 'Importar 0 linhas' })).toBeDisabled();
  });
});
