import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download } from '@playwright/test';
import { confirmar, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';

// Financeiro › Recibos, the officer's batch: a payment received without a receipt selected on the
// list, Gerar recibos confirmed, the job's receipt notice opening the batch's PDF, and the receipt
// in the history downloaded again from its row.

/** The download that starts in the window a click opens: listened for from the moment the window exists. */
function proximoDownload(context: BrowserContext): Promise<Download> {
  return new Promise<Download>((resolve) => context.once('page', (janela) => janela.once('download', resolve)));
}

async function bytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

test('a receipt issued from the selection, its batch PDF from the notice, and the receipt again from the history', async ({ page }) => {
  test.setTimeout(120_000);
  await entrarNaSede(page);
  let pagador = '';

  await test.step('Gerar recibos on a selected payment: the job\'s notice opens the batch\'s PDF', async () => {
    await page.goto('/#/financeiro/recibos');
    await expect(page.getByRole('heading', { level: 1, name: 'Recibos' })).toBeVisible();
    const linha = page.getByRole('table', { name: 'Recibos' }).getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Selecionar linha' }) }).first();
    pagador = (await linha.getByRole('cell').nth(2).textContent()) ?? '';
    await linha.getByRole('checkbox', { name: 'Selecionar linha' }).check();
    await page.getByRole('button', { name: 'Gerar recibos' }).click();
    const baixado = proximoDownload(page.context());
    await confirmar(page, 'Gerar');
    const aviso = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Abrir resultado' }) }).filter({ hasText: 'Geração de recibos' });
    await expect(aviso).toContainText('1 recibo emitido.', { timeout: 60_000 });
    await aviso.getByRole('button', { name: 'Abrir resultado' }).click();
    const pdf = await bytes(await baixado);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });

  await test.step('the history lists it first, and Baixar PDF downloads the receipt', async () => {
    await liberarAvisos(page);
    await page.goto('/#/financeiro/recibos/historico');
    const primeira = page.getByRole('table', { name: 'Histórico de recibos' }).getByRole('row').nth(1);
    await expect(primeira).toContainText(pagador.trim());
    await expect(primeira).toContainText('Emitido');
    const baixado = proximoDownload(page.context());
    await primeira.getByRole('button', { name: /^Mais ações de / }).click();
    await page.getByRole('menuitem', { name: 'Baixar PDF', exact: true }).click();
    const download = await baixado;
    expect(download.suggestedFilename()).toMatch(/^recibo-\d{6}\.pdf$/);
    expect((await bytes(download)).subarray(0, 4).toString()).toBe('%PDF');
  });
});
