import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { abrirBancoDoE2e } from './support/banco.ts';
import { entrarNaSede, escolher, expect, liberarAvisos, test } from './support/fixtures.ts';

// Financeiro › Conciliação bancária: a new account of the Sede with two transfers out recorded and
// its statement of three lines (inserted as the OFX import would); on the despesa tab two lines are
// matched with one click each and a título is created from the third; the period is closed on the
// fechamento tab, and undoing a match in it is refused.

const HOJE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const diaAntes = (dias: number): string => new Date(Date.parse(`${HOJE}T12:00:00Z`) - dias * 86_400_000).toISOString().slice(0, 10);
const exibir = (data: string): string => data.split('-').reverse().join('/');

async function api(page: Page, url: string, data: object): Promise<{ id: number }> {
  const token = (await page.evaluate(() => localStorage.getItem('alicerce.token'))) ?? '';
  const r = await page.request.post(url, { headers: { 'x-auth-token': token }, data });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()).content as { id: number };
}

test('two lines matched, a título from a third, the period closed and a match in it refused', async ({ page }) => {
  test.setTimeout(120_000);
  await entrarNaSede(page);
  const conta = await api(page, '/api/financeiro/contas', { descricao: 'Banco da conciliação', tipo: 'CONTA_CORRENTE', saldoInicial: 1000, dataSaldoInicial: diaAntes(40) });
  const destino = await api(page, '/api/financeiro/contas', { descricao: 'Cofre da conciliação', tipo: 'CAIXA', saldoInicial: 0, dataSaldoInicial: diaAntes(40) });
  for (const [dias, valor, descricao] of [[6, 100, 'Reforço do cofre'], [4, 50, 'Troco do cofre']] as const) {
    await api(page, '/api/financeiro/transferencias', { data: diaAntes(dias), contaOrigem: conta.id, contaDestino: destino.id, valor, descricao });
  }
  const db = await abrirBancoDoE2e();
  try {
    const { rows } = await sql<{ id: number; unidade_id: number }>`INSERT INTO extrato_importacao (unidade_id, conta_id, arquivo, tipo, inicio, fim, saldo_final)
      SELECT unidade_id, id, 'jornada.ofx', 'BANCO', ${diaAntes(7)}::date, ${diaAntes(1)}::date, 820 FROM conta WHERE id = ${conta.id} RETURNING id, unidade_id`.execute(db);
    const i = rows[0]!;
    for (const [fitid, dias, valor, memo] of [['J1', 6, -100, 'TED COFRE 1'], ['J2', 4, -50, 'TED COFRE 2'], ['J3', 2, -30, 'PAGTO PAPELARIA CENTRAL']] as const) {
      await sql`INSERT INTO extrato_linha (importacao_id, unidade_id, conta_id, fitid, data, valor, memo)
        VALUES (${i.id}, ${i.unidade_id}, ${conta.id}, ${fitid}, ${diaAntes(dias)}::date, ${valor}, ${memo})`.execute(db);
    }
  } finally {
    await db.destroy();
  }

  const linhas = page.getByRole('list', { name: 'Linhas do extrato' });
  await test.step('two lines confirmed with one click each, a título created from the third', async () => {
    await page.goto('/#/financeiro/conciliacao/despesa');
    await escolher(page, 'Conta', 'Banco da concilia', /Banco da conciliação/);
    await expect(linhas.getByRole('button')).toHaveCount(3);
    for (const memo of ['TED COFRE 1', 'TED COFRE 2']) {
      await linhas.getByRole('button', { name: new RegExp(memo) }).click();
      await page.getByRole('list', { name: 'Candidatos' }).getByRole('button', { name: 'Confirmar' }).first().click();
      await expect(linhas.getByRole('button', { name: new RegExp(memo) })).toHaveCount(0);
    }
    await liberarAvisos(page);
    await page.getByRole('button', { name: 'Criar título' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Criar despesa a partir da linha' });
    await escolher(page, 'Categoria', 'Material', /Material/);
    await dialogo.getByRole('button', { name: 'Criar título' }).click();
    await expect(page.getByText('Nenhuma linha nesta situação.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Totais da conciliação' })).toContainText(/Saldo do sistema820,00Diferença0,00/);
  });

  await test.step('the period closed; undoing a match in it is refused', async () => {
    await liberarAvisos(page);
    await page.goto('/#/financeiro/conciliacao/fechamento');
    await page.getByRole('button', { name: 'Mais ações de Banco da conciliação' }).click();
    await page.getByRole('menuitem', { name: 'Fechar até...' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Fechar a conciliação' });
    await dialogo.getByRole('textbox', { name: 'Fechar até', exact: true }).fill(exibir(diaAntes(1)));
    await dialogo.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(page.getByRole('row', { name: /Banco da conciliação/ })).toContainText(exibir(diaAntes(1)));
    await liberarAvisos(page);
    await page.goto('/#/financeiro/conciliacao/despesa');
    await escolher(page, 'Conta', 'Banco da concilia', /Banco da conciliação/);
    await page.getByRole('tab', { name: 'Conciliadas' }).click();
    await linhas.getByRole('button', { name: /TED COFRE 1/ }).click();
    await expect(page.getByText('Esta linha está num período de conciliação fechado.').first()).toBeVisible();
    const token = (await page.evaluate(() => localStorage.getItem('alicerce.token'))) ?? '';
    const ids = await page.request.get(`/api/financeiro/conciliacao/linhas?conta=${conta.id}&situacao=CONCILIADA`, { headers: { 'x-auth-token': token } });
    const primeira = ((await ids.json()).content.linhas as { id: number }[])[0]!.id;
    const r = await page.request.post(`/api/financeiro/conciliacao/linhas/${primeira}/desfazer`, { headers: { 'x-auth-token': token }, data: {} });
    expect(r.status()).toBe(422);
    expect((await r.json()).message).toContain('fechada até');
  });
});
