import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { hojeNoModelo } from '../src/shared/format/dates.ts';
import { expect, test } from './support/fixtures.ts';
import { abrirComo, chamarApi, sessaoNaSede } from './support/sessoes.ts';

// Doações: a gift of R$ 30,00 monthly made through the portal's public calls (the challenge solved
// as the portal's page does, after its 3 seconds) is in the staff list at once, marked as the
// portal's; its page shows its PIX code and QR code; received, it counts on the donations dashboard. (The public page itself
// is the transparency and portal journey's.) The reports and the PIX settings open too.

/** DOACOES_FOTOS=<folder> keeps screenshots of the pages there, to look at (out of the repository). */
async function foto(pagina: Page, nome: string): Promise<void> {
  const pasta = process.env.DOACOES_FOTOS;
  if (pasta !== undefined) await pagina.screenshot({ path: `${pasta}/${nome}.png`, fullPage: true });
}

async function doarPeloPortal(request: APIRequestContext): Promise<{ doacaoId: number; txid: string }> {
  const r = await request.get('/api/publico/doacao/desafio');
  const { desafio, zeros } = ((await r.json()) as { content: { desafio: string; zeros: number } }).content;
  let nonce = 0;
  while (!createHash('sha256').update(`${desafio}:${nonce}`).digest('hex').startsWith('0'.repeat(zeros))) nonce++;
  await new Promise((pronto) => setTimeout(pronto, 3_200));
  const doacao = await request.post('/api/publico/doacao', {
    data: { valor: 30, periodicidade: 'MENSAL', diaDoMes: 10, nome: 'Joana Portal E2E', cpfCnpj: '390.533.447-05', email: 'joana.e2e@example.com', telefone: '(11) 91234-5678', aceitePolitica: true, desafio, nonce, website: '' },
  });
  expect(doacao.status(), await doacao.text()).toBe(200);
  return ((await doacao.json()) as { content: { doacaoId: number; txid: string } }).content;
}

test('a monthly gift from the portal in the staff list, received, on the dashboard', async ({ page, request }) => {
  const { doacaoId, txid } = await doarPeloPortal(request);
  const admin = await sessaoNaSede(request, 'admin');
  await page.setViewportSize({ width: 1440, height: 900 });

  await test.step('the gift is in the staff list, from the portal, awaiting payment', async () => {
    await abrirComo(page, admin, '/#/doacao/doacoes?sort=data,desc');
    await expect(page.getByRole('heading', { level: 1, name: 'Doações' })).toBeVisible();
    const linha = page.getByRole('row', { name: new RegExp(`Joana Portal E2E`) }).first();
    await expect(linha).toContainText('30,00');
    await expect(linha).toContainText('Portal de doação');
    await expect(linha).toContainText('Aguardando pagamento');
    await foto(page, 'doacoes-1440');
    await page.setViewportSize({ width: 360, height: 800 });
    await foto(page, 'doacoes-360');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('its page shows the PIX code to copy, with its amount and txid, and its QR code', async () => {
    await page.goto(`/#/doacao/doacoes/${doacaoId}`);
    await page.getByRole('button', { name: 'PIX copia e cola' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Pagar com PIX' });
    await expect(dialogo.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue(new RegExp(`^000201.*br\\.gov\\.bcb\\.pix.*540530\\.00.*${txid}`));
    await expect(dialogo.getByRole('img', { name: 'QR code de PIX copia e cola' })).toBeVisible();
    await foto(page, 'pix-1440');
    await page.setViewportSize({ width: 360, height: 800 });
    await foto(page, 'pix-360');
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialogo).toBeHidden();
  });

  await test.step('received, it is a paid receivable', async () => {
    await chamarApi(request, admin, 'POST', `/api/doacao/doacoes/${doacaoId}/receber`, { data: hojeNoModelo() });
    await page.goto(`/#/doacao/doacoes/${doacaoId}`);
    await expect(page.getByText(txid).or(page.getByRole('textbox', { name: 'Identificador PIX' }))).toBeVisible();
    await foto(page, 'doacao-1440');
  });

  await test.step('the dashboard counts it', async () => {
    await page.goto('/#/doacao/doacoes/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel de doações' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resumo do período' })).toContainText('Doação média');
    await expect(page.getByRole('figure', { name: 'Doadores por mês' })).toBeVisible();
    await foto(page, 'painel-1440');
    await page.setViewportSize({ width: 360, height: 800 });
    await foto(page, 'painel-360');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('the reports and the PIX settings are a click away', async () => {
    await page.goto('/#/doacao/relatorios');
    await expect(page.getByRole('heading', { name: 'Doações por doador' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Doadores inativos' })).toBeVisible();
    await foto(page, 'relatorios-1440');
    await page.goto('/#/doacao/configuracoes/parametro');
    await expect(page.getByRole('textbox', { name: /Chave PIX/ })).toHaveValue('doacoes@alicerce.org.br');
    await foto(page, 'parametro-1440');
  });
});
