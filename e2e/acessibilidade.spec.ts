import { entrar, expect, test } from './support/fixtures.ts';
import { violacoesGraves } from './support/inspecao.ts';

for (const largura of [1280, 360]) {
  test.describe(`at ${largura} px`, () => {
    test.use({ viewport: { width: largura, height: 800 } });

    test('public pages have no serious accessibility violation', async ({ page }) => {
      for (const rota of ['/#/login', '/#/recuperarsenha', '/#/novasenha', '/#/planopermissao']) {
        await page.goto(rota);
        await expect(page.getByRole('heading').first()).toBeVisible();
        expect(await violacoesGraves(page), rota).toEqual([]);
      }
    });

    test('unit selection, profile and people list have no serious violation and no sideways scroll', async ({ page }) => {
      await page.goto('/#/login');
      await entrar(page, 'admin');
      await expect(page).toHaveURL(/selecaounidade/);
      expect(await violacoesGraves(page), 'selecaounidade').toEqual([]);
      await page.getByRole('button', { name: /Sede/ }).click();
      for (const rota of ['/#/gestaopessoas/lista', '/#/perfilusuario/dados', '/#/perfilusuario/alteracaosenha']) {
        await page.goto(rota);
        await expect(page.getByRole('heading').first()).toBeVisible();
        expect(await violacoesGraves(page), rota).toEqual([]);
        const larguraDoConteudo = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(larguraDoConteudo, rota).toBeLessThanOrEqual(largura);
      }
    });
  });
}

test('the login works with the keyboard alone', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Usuário', exact: true }).focus();
  await page.keyboard.type('operador');
  await page.keyboard.press('Tab');
  await page.keyboard.type('operador');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
});
