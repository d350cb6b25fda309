import type { Page } from '@playwright/test';
import { entrar, expect, test } from './support/fixtures.ts';
import { violacoesGraves } from './support/inspecao.ts';

// The application frame: the top bar and the module menu stay put while a long page scrolls,
// the search box's tooltip waits for a hover the user makes, and a phone's top bar names the
// product and, behind one button, the institution and the unit.

async function entrarNaSede(page: Page) {
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
}

async function caixa(page: Page, nome: 'banner' | 'navigation') {
  const box = await page.getByRole(nome, nome === 'navigation' ? { name: 'Módulos' } : {}).boundingBox();
  if (!box) throw new Error(`${nome} sem caixa`);
  return box;
}

test.describe('at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a long page scrolls under a top bar and a full-height module menu that stay in place', async ({ page }) => {
    await entrarNaSede(page);
    await page.goto('/#/configuracoes/parametro');
    const titulo = page.getByRole('heading', { name: 'Lista e mapa' });
    await expect(titulo).toBeVisible();
    const barra = await caixa(page, 'banner');
    const menu = await caixa(page, 'navigation');
    const tituloAntes = (await titulo.boundingBox())?.y ?? 0;

    await page.mouse.move(900, 600);
    await page.mouse.wheel(0, 5000);
    await expect.poll(async () => (await titulo.boundingBox())?.y ?? 0).toBeLessThan(tituloAntes - 300);
    await page.screenshot({ path: test.info().outputPath('parametro-rolado.png') });

    // Within a pixel: a scroll may end on a fraction of one.
    expect(await caixa(page, 'banner')).toEqual(barra);
    const menuDepois = await caixa(page, 'navigation');
    expect(Math.abs(menuDepois.y - menu.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(menuDepois.y + menuDepois.height - 900)).toBeLessThanOrEqual(1);
  });

  test('the search box opens with its tooltip hidden under a pointer resting where the unit was chosen, and shows it on a move', async ({ page }) => {
    await entrarNaSede(page);
    const busca = page.getByRole('searchbox', { name: 'Pesquisar' });
    const dica = page.getByRole('tooltip', { name: /^Pesquisa por:/ });
    const caixaDaBusca = await busca.boundingBox();
    await page.goto('/#/selecaounidade');
    const sede = await page.getByRole('button', { name: /Sede/ }).boundingBox();
    if (!caixaDaBusca || !sede) throw new Error('sem a caixa de pesquisa ou o botão da Sede');
    // A point of the unit's button under which the list's search box will appear.
    const x = (Math.max(sede.x, caixaDaBusca.x) + Math.min(sede.x + sede.width, caixaDaBusca.x + caixaDaBusca.width)) / 2;
    const y = (Math.max(sede.y, caixaDaBusca.y) + Math.min(sede.y + sede.height, caixaDaBusca.y + caixaDaBusca.height)) / 2;
    expect(x > sede.x && x > caixaDaBusca.x && y > sede.y && y > caixaDaBusca.y, 'o botão e a caixa se sobrepõem').toBe(true);

    await page.mouse.click(x, y);
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
    await expect(busca).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(dica).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('lista-sem-dica.png') });

    await page.mouse.move(x + 5, y);
    await expect(dica).toBeVisible();
  });
});

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the top bar shows the product in full, and the institution and the unit in its unit menu', async ({ page }) => {
    await entrarNaSede(page);
    const barra = page.getByRole('banner');
    const produto = barra.getByText('Alicerce', { exact: true });
    await expect(produto).toBeVisible();
    expect(await produto.evaluate((elemento) => elemento.scrollWidth <= elemento.clientWidth)).toBe(true);
    expect((await caixa(page, 'banner')).height).toBe(48);
    await page.screenshot({ path: test.info().outputPath('barra-celular.png') });
    expect(await violacoesGraves(page)).toEqual([]);

    await barra.getByRole('button', { name: 'Unidade atual: Sede. Trocar unidade' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Instituto Alicerce', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'Sede' })).toBeChecked();
    await expect(menu.getByRole('menuitemradio', { name: 'Unidade Norte' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('barra-celular-unidade.png') });
    expect(await violacoesGraves(page)).toEqual([]);
  });
});
