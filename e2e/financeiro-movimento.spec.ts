import type { Page } from '@playwright/test';
import { campo, entrarNaSede, escolher, expect, liberarAvisos, test } from './support/fixtures.ts';

// Financeiro › Transferências, Extrato and Fluxo de caixa: a transfer between two new accounts
// of the Sede typed in the form, then each account's statement showing its side with the running
// balance, and the destination's cash flow showing the month's entrada.

const HOJE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const [ANO, MES, DIA] = HOJE.split('-') as [string, string, string];

async function novaConta(page: Page, descricao: string, saldoInicial: number): Promise<void> {
  const token = (await page.evaluate(() => localStorage.getItem('alicerce.token'))) ?? '';
  const r = await page.request.post('/api/financeiro/contas', {
    headers: { 'x-auth-token': token },
    data: { descricao, tipo: 'CAIXA', saldoInicial, dataSaldoInicial: `${ANO}-01-01` },
  });
  expect(r.status()).toBe(200);
}

async function resumo(page: Page): Promise<string> {
  return (await page.getByRole('list', { name: 'Resumo do extrato' }).textContent()) ?? '';
}

test('a transfer, then both accounts\' statements and the cash flow showing it', async ({ page }) => {
  test.setTimeout(120_000);
  await entrarNaSede(page);
  await novaConta(page, 'Caixa da jornada', 1000);
  await novaConta(page, 'Cofre da jornada', 0);

  await test.step('the transfer is typed in the form and listed as the unit\'s own', async () => {
    await page.goto('/#/financeiro/transferencia/novo');
    await expect(page.getByRole('heading', { level: 1, name: 'Nova transferência' })).toBeVisible();
    await campo(page, 'Descrição').fill('Guarda do caixa da jornada');
    await campo(page, 'Data').fill(`${DIA}/${MES}/${ANO}`);
    await escolher(page, 'Conta de origem', 'Caixa da jornada', /Caixa da jornada/);
    await escolher(page, 'Conta de destino', 'Cofre da jornada', /Cofre da jornada \(Sede\)/);
    await campo(page, 'Valor').fill('1.234,56');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/financeiro\/transferencia(\?.*)?$/);
    await expect(page.getByRole('table', { name: 'Transferências' }).getByRole('row', { name: /Guarda do caixa da jornada/ })).toContainText('Entre contas da unidade');
  });

  await test.step('each account\'s statement shows its side with the running balance', async () => {
    await liberarAvisos(page);
    await page.goto('/#/financeiro/extrato');
    await escolher(page, 'Conta', 'Caixa da jornada', /Caixa da jornada/);
    const movimentos = page.getByRole('table', { name: 'Movimentos da conta' });
    await expect(movimentos.getByRole('row', { name: /Guarda do caixa da jornada/ })).toContainText(/Transferência enviada.*-1\.234,56.*-234,56/);
    await expect.poll(() => resumo(page)).toMatch(/Saldo inicial1\.000,00.*Saídas-1\.234,56.*Saldo final-234,56/);
    await page.getByRole('combobox', { name: 'Conta', exact: true }).clear();
    await escolher(page, 'Conta', 'Cofre da jornada', /Cofre da jornada/);
    await expect(movimentos.getByRole('row', { name: /Guarda do caixa da jornada/ })).toContainText(/Transferência recebida.*1\.234,56.*1\.234,56/);
    await expect.poll(() => resumo(page)).toMatch(/Saldo final1\.234,56/);
  });

  await test.step('the destination\'s cash flow has the month\'s entrada and the balance after it', async () => {
    await page.goto('/#/financeiro/fluxocaixa');
    await escolher(page, 'Conta (vazio: todas)', 'Cofre da jornada', /Cofre da jornada/);
    const mes = page.getByRole('table', { name: 'Fluxo de caixa por período' }).getByRole('row', { name: new RegExp(`^${MES}/${ANO}`) });
    await expect(mes).toContainText(/1\.234,56/);
    await expect(page.getByRole('img', { name: 'Gráfico do fluxo de caixa' })).toBeVisible();
  });
});
