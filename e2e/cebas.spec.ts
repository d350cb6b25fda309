import { campo, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';

// CEBAS › Educação básica: 1.000 paying students ask for 200 full-equivalent scholarships, at
// least 111 full, shown as the numbers are typed; granted 111 full and 178 half ones meet the
// rule; the saved simulation appears in the statistics, beside the demo's past years. The
// calculator reads at 360 px without sideways scrolling. A new minimum wage in Configuração
// changes the income limits the calculator shows.

const ANO = String(new Date().getFullYear());

test('the básica calculator with 1.000 students, saved and seen in its statistics', async ({ page }) => {
  await entrarNaSede(page);

  await test.step('type the year’s counts and see the result live', async () => {
    await page.goto('/#/cebas/basica');
    await expect(page.getByRole('heading', { level: 1, name: 'Educação básica' })).toBeVisible();
    await campo(page, 'Ano').fill(ANO);
    await campo(page, 'Alunos pagantes').fill('1000');
    const resultado = page.getByRole('region', { name: 'Resultado' });
    await expect(resultado.getByRole('definition').nth(0)).toHaveText('200');
    await expect(resultado.getByRole('definition').nth(1)).toHaveText('111');
    await expect(resultado).toContainText('Não atende à regra');
    await campo(page, 'Bolsas integrais (100%)').fill('111');
    await campo(page, 'Bolsas parciais (50%)').fill('178');
    await expect(resultado).toContainText('Atende à regra');
    await page.screenshot({ path: test.info().outputPath('basica-1440.png'), fullPage: true });
  });

  await test.step('save it and find it in the statistics', async () => {
    await liberarAvisos(page);
    await page.getByRole('button', { name: 'Salvar simulação' }).click();
    await expect(page.getByText(`Simulação de ${ANO} salva.`).first()).toBeVisible();
    await page.goto('/#/cebas/basica/estatisticas');
    await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas: Educação básica' })).toBeVisible();
    const linha = page.getByRole('table', { name: 'Simulações por ano' }).last().getByRole('row', { name: new RegExp(`^${ANO} Sede`) });
    await expect(linha).toContainText('200');
    await expect(linha).toContainText('Atende');
    await expect(page.getByRole('img', { name: /Bolsas exigidas e concedidas por ano: Sede/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('estatisticas-1440.png'), fullPage: true });
  });

  await test.step('read both pages at 360 px without sideways scrolling', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const [caminho, foto] of [['/#/cebas/basica', 'basica-360.png'], ['/#/cebas/basica/estatisticas', 'estatisticas-360.png']] as const) {
      await page.goto(caminho);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: test.info().outputPath(foto), fullPage: true });
    }
  });

  await test.step('a new minimum wage in Configuração changes the income limits the calculator shows', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/#/cebas/configuracao');
    await campo(page, 'Salário mínimo').fill('1.600,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Configuração salva.').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('configuracao-1440.png'), fullPage: true });
    await page.goto('/#/cebas/basicamista');
    await expect(page.getByText(/bolsa integral até R\$ 2\.400,00/)).toBeVisible();
  });
});
