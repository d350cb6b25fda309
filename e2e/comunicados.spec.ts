import { campo, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';
import { abrirComo, sessaoNaSede } from './support/sessoes.ts';

// Comunicados: the administrator writes an announcement to the Administrativo sector in the form
// (the audience's kind, then the sector), and the operador, who works in that sector, finds it
// unread in his list and reads it, the Markdown shown formatted and the unread count going down.
// COMUNICADOS_FOTOS=<folder> keeps screenshots of the pages at 1440 and 360 px.

const TITULO = 'Mudança no horário do almoxarifado';
const fotos = process.env['COMUNICADOS_FOTOS'];

test('an announcement published to a sector and read by a user of that sector', async ({ page, request }) => {
  test.setTimeout(90_000);
  await entrarNaSede(page);

  await test.step('the administrator publishes it to the Administrativo sector', async () => {
    await page.goto('/#/comunicados/novo');
    await expect(page).toHaveTitle('Gerenciar comunicados - Alicerce');
    await campo(page, 'Título').fill(TITULO);
    await page.getByRole('textbox', { name: /^Texto/ }).fill('A partir de **segunda-feira** o almoxarifado abre às 8h.\n\n- Requisições até as 16h.');
    await page.getByRole('combobox', { name: 'Público' }).click();
    await page.getByRole('option', { name: 'Setores' }).click();
    const setores = page.getByRole('combobox', { name: /Setores/ });
    await setores.click();
    await setores.pressSequentially('Admin');
    await page.getByRole('menuitemcheckbox', { name: 'Administrativo' }).click();
    await page.keyboard.press('Escape');
    if (fotos) await page.screenshot({ path: `${fotos}/formulario-1440.png`, fullPage: true });
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Registro salvo.').first()).toBeVisible();
    if (fotos) {
      await page.goto('/#/comunicados/gestao');
      await expect(page.getByRole('row', { name: new RegExp(TITULO) })).toBeVisible();
      await page.screenshot({ path: `${fotos}/gestao-1440.png`, fullPage: true });
    }
  });

  await test.step('the operador, of that sector, finds it unread and reads it', async () => {
    await liberarAvisos(page);
    const operador = await sessaoNaSede(request, 'operador');
    await abrirComo(page, operador, '/#/comunicados');
    const megafone = page.getByRole('link', { name: /^Comunicados \(\d+ não lidos?\)$/ });
    await expect(megafone).toBeVisible();
    const antes = Number(/\((\d+)/.exec((await megafone.getAttribute('aria-label')) ?? '')?.[1]);
    const item = page.getByRole('listitem').filter({ hasText: TITULO });
    await expect(item.getByText('Não lido')).toBeVisible();
    await expect(page.getByRole('listitem').first()).toContainText('Boas-vindas ao Alicerce');
    await conferirPagina(page, 'comunicados do operador');
    if (fotos) await page.screenshot({ path: `${fotos}/lista-1440.png`, fullPage: true });
    await item.getByRole('link', { name: TITULO }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeVisible();
    await expect(page).toHaveTitle(`${TITULO} - Alicerce`);
    await expect(page.locator('strong', { hasText: 'segunda-feira' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Requisições até as 16h.' })).toBeVisible();
    await expect(page.getByRole('link', { name: antes - 1 === 0 ? 'Comunicados' : /^Comunicados \(\d+ não lidos?\)$/ }).first()).toHaveAttribute(
      'aria-label',
      antes - 1 === 0 ? 'Comunicados' : antes - 1 === 1 ? 'Comunicados (1 não lido)' : `Comunicados (${antes - 1} não lidos)`,
    );
    if (fotos) {
      await page.screenshot({ path: `${fotos}/leitura-1440.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: `${fotos}/leitura-360.png`, fullPage: true });
      await page.goto('/#/comunicados');
      await expect(page.getByRole('heading', { level: 1, name: 'Comunicados' })).toBeVisible();
      await page.screenshot({ path: `${fotos}/lista-360.png`, fullPage: true });
    }
  });

  await test.step('the operador confirms the reading of the policy that asks for it', async () => {
    await page.goto('/#/comunicados');
    await page.getByRole('link', { name: 'Nova política de uso dos equipamentos' }).click();
    await expect(page.getByRole('button', { name: 'Confirmo a leitura' })).toBeVisible();
    await conferirPagina(page, 'comunicado a confirmar');
    await page.getByRole('button', { name: 'Confirmo a leitura' }).click();
    await expect(page.getByText(/^Leitura confirmada em /)).toBeVisible();
  });

  await test.step('the administrator sees who read and who confirmed', async () => {
    await abrirComo(page, await sessaoNaSede(request, 'admin'), '/#/comunicados/leituras');
    const linha = page.getByRole('row', { name: /Nova política de uso dos equipamentos.*Operador de Cadastro/ });
    await expect(linha).toBeVisible();
    if (fotos) await page.screenshot({ path: `${fotos}/leituras-1280.png`, fullPage: true });
  });
});
