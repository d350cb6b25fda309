import { escolher, expect, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';
import { abrirComo, sessaoNaSede } from './support/sessoes.ts';

// Portal da Transparência: the administrator publishes, in the engine's form, the amendment of the
// Oficinas de Arte e Cidadania partnership (PRJ-001, whose MROSC data the demo holds; PRJ-003, with
// none, is refused naming the missing field), sees it in the staff list, and
// a visitor with no session reads it on /portal/transparencia, with the amounts received by source
// and the carousel's images, with the keyboard alone, in Portuguese and in English, on a desktop
// and on a 360 px phone, without serious axe violations.

const TITULO = 'Termo aditivo 01 ao termo de fomento 045/2025';

test('a partnership published by the staff is read by a visitor', async ({ page, browser, request }) => {
  const admin = await sessaoNaSede(request, 'admin');
  await abrirComo(page, admin, '/#/portaltransparencia/transparencias/novo');
  await escolher(page, 'Tipo', '', /^Parceria \(MROSC\)$/);
  await page.getByRole('textbox', { name: 'Título' }).fill(TITULO);
  // A project without its partnership's data cannot be published: the message names what is missing.
  await escolher(page, 'Projeto da parceria', 'PRJ-003', /PRJ-003/);
  await page.getByRole('textbox', { name: /^Publicado em/ }).fill('01/02/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A parceria não pode ser publicada: falta o órgão parceiro (financiador) no projeto.')).toBeVisible();
  await escolher(page, 'Projeto da parceria', 'PRJ-001', /PRJ-001/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/portaltransparencia\/transparencias$/);
  await expect(page.getByRole('row', { name: new RegExp(TITULO) })).toBeVisible();
  const visitante = await browser.newPage();
  await visitante.goto('/portal/transparencia');
  await expect(visitante.getByRole('heading', { level: 1, name: 'Portal da Transparência' })).toBeVisible();
  const item = visitante.getByRole('article', { name: TITULO });
  await expect(item).toContainText('Oficinas de arte, música e cidadania para 240 crianças');
  await expect(item).toContainText('R$ 420.000,00');
  await expect(item).toContainText('01/07/2025 a 30/06/2027');
  await expect(item).toContainText('Termo de fomento nº 045/2025');
  await expect(visitante.getByRole('heading', { name: 'Parcerias (MROSC)' })).toBeVisible();
  // The amounts received by source, computed from the demo's finance, as a table with its total;
  // the carousel's demo images, served without a session.
  const receitas = visitante.getByRole('table', { name: /^Valores recebidos por fonte: / });
  await expect(receitas.getByRole('row', { name: /Parcerias com o poder público R\$ [1-9]/ })).toBeVisible();
  await expect(receitas.getByRole('row', { name: /Doações de pessoas físicas R\$ [1-9]/ })).toBeVisible();
  await expect(receitas.getByRole('row', { name: /^Total R\$ [1-9]/ })).toBeVisible();
  await expect(visitante.getByRole('img', { name: 'A horta comunitária cultivada pelas famílias atendidas' })).toHaveJSProperty('complete', true);
  expect(await visitante.getByRole('img', { name: 'A horta comunitária cultivada pelas famílias atendidas' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);

  // Keyboard alone: the first Tab reaches the language switch, the next the sections' links, and Enter follows one.
  await visitante.keyboard.press('Tab');
  await expect(visitante.getByRole('button', { name: 'English' })).toBeFocused();
  await visitante.keyboard.press('Tab');
  await expect(visitante.getByRole('link', { name: 'Quem somos' })).toBeFocused();
  await visitante.keyboard.press('Enter');
  await expect(visitante).toHaveURL(/#quem-somos$/);

  await conferirPagina(visitante, 'Portal da Transparência');

  // In English, the portal's own words change; the institution's texts stay as typed.
  await visitante.getByRole('button', { name: 'English' }).click();
  await expect(visitante.getByRole('heading', { name: 'About us' })).toBeVisible();
  await expect(visitante.getByRole('table', { name: /^Amounts received by source: / }).getByRole('row', { name: /^Total R\$[1-9]/ })).toBeVisible();
  await expect(visitante.getByText('Somos uma associação sem fins lucrativos', { exact: false })).toBeVisible();
  await conferirPagina(visitante, 'Portal da Transparência em inglês');
  await visitante.close();
});
