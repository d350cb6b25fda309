import { entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';

// Suprimentos: the demo's ordered purchase (10 toner cartridges and 40 reams) receives 8 of the
// cartridges and 30 of the reams in one go, each line's quantity typed in the receipt's table,
// which leaves it partly received with the stock and the payable título behind it;
// then the approved requisition of the Financeiro sector is issued from the central storeroom.

test('a purchase received in part and a requisition issued', async ({ page }) => {
  test.setTimeout(60_000);
  await entrarNaSede(page);

  await test.step('receives 8 of the 10 cartridges and 30 of the 40 reams ordered', async () => {
    await page.goto('/#/suprimentos/estoque/compras');
    await page.getByRole('row', { name: /Pedido emitido/ }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Compra nº/ })).toBeVisible();
    await page.getByRole('button', { name: 'Receber' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Registrar o recebimento' });
    const cartuchos = dialogo.getByRole('textbox', { name: /^Receber agora ESC-003/ });
    const resmas = dialogo.getByRole('textbox', { name: /^Receber agora ESC-001/ });
    await expect(cartuchos).toHaveValue('10');
    await expect(resmas).toHaveValue('40');
    // A state no route reaches: the receipt's table, at a desktop's and a phone's width.
    await conferirPagina(page, 'recebimento da compra');
    await cartuchos.fill('8');
    await resmas.fill('30');
    await dialogo.getByRole('button', { name: 'Receber' }).click();
    await expect(page.getByText('Recebimento registrado: a compra está parcialmente recebida.').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveText('Parcialmente recebida');
    // 8 × 289,00 + 30 × 23,90.
    await expect(page.getByRole('textbox', { name: 'Valor recebido' })).toHaveValue('3.029,00');
  });

  await test.step('issues the approved requisition of the Financeiro sector', async () => {
    await liberarAvisos(page);
    await page.goto('/#/suprimentos/estoque/requisicoes');
    await page.getByRole('row', { name: /Financeiro/ }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Requisição nº/ })).toBeVisible();
    await page.getByRole('button', { name: 'Atender' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText(/A requisição nº \d+ foi atendida\./).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveText('Atendida');
  });
});
