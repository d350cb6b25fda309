import type { Page } from '@playwright/test';
import { campo, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';

// Financeiro › Despesas, the officer's day: a payable in 3 installments previewed by the server
// as value, first due date and count are typed, one installment paid in part from the form's
// Baixas, the baixa reversed from the list's row menu with its Motivo, and the list's totals
// following each step.

const DESCRICAO = 'Reforma do telhado da jornada';

async function escolher(page: Page, rotulo: string, texto: string, opcao: RegExp): Promise<void> {
  const combobox = page.getByRole('combobox', { name: rotulo, exact: true });
  await combobox.click();
  await combobox.pressSequentially(texto);
  await page.getByRole('option', { name: opcao }).first().click();
}

/** The summary bar's figures, by their labels. */
async function totais(page: Page): Promise<Record<string, string>> {
  const barra = page.getByLabel('Resumo da lista');
  const termos = await barra.getByRole('term').allTextContents();
  const valores = await barra.getByRole('definition').allTextContents();
  return Object.fromEntries(termos.map((termo, i) => [termo, valores[i] ?? '']));
}

async function pesquisar(page: Page): Promise<void> {
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(DESCRICAO);
  await page.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
  await expect(page.getByRole('table', { name: 'Despesas' }).getByRole('row', { name: new RegExp(DESCRICAO) })).toBeVisible();
}

test('a payable in 3 installments, paid in part, the baixa reversed, the totals following', async ({ page }) => {
  test.setTimeout(180_000);
  await entrarNaSede(page);

  await test.step('the form previews the installments from the server', async () => {
    await page.goto('/#/financeiro/despesa/novo');
    await expect(page.getByRole('heading', { level: 1, name: 'Nova despesa' })).toBeVisible();
    await campo(page, 'Descrição').fill(DESCRICAO);
    await escolher(page, 'Pessoa', 'Silva', /Silva/);
    await escolher(page, 'Categoria', '2.3.01', /2\.3\.01/);
    await escolher(page, 'Conta', 'Caixa', /Caixa da Sede/);
    await campo(page, 'Emissão').fill('20/01/2027');
    await campo(page, 'Competência').fill('01/01/2027');
    await campo(page, 'Valor').fill('100,00');
    await campo(page, 'Primeiro vencimento').fill('31/01/2027');
    await campo(page, 'Parcelas').fill('3');
    const parcelas = page.getByRole('group', { name: 'Parcelas' });
    await expect(parcelas.getByRole('textbox', { name: 'Valor', exact: true })).toHaveCount(3);
    await expect(parcelas.getByRole('textbox', { name: 'Valor', exact: true }).nth(2)).toHaveValue('33,34');
    // 31/01/2027 is a Sunday: the real due date is the Monday.
    await expect(parcelas.getByRole('textbox', { name: 'Vencimento real', exact: true }).first()).toHaveValue('01/02/2027');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/financeiro\/despesa(\?.*)?$/);
    await pesquisar(page);
    await expect.poll(() => totais(page)).toMatchObject({ Títulos: '1', Total: '100,00', 'Em aberto': '100,00', Pago: '0,00' });
  });

  await test.step('a partial baixa of the first installment leaves the rest open', async () => {
    await liberarAvisos(page);
    await page.getByRole('link', { name: `Editar ${DESCRICAO}` }).click();
    const baixas = page.getByRole('region', { name: 'Baixas' });
    await baixas.getByRole('button', { name: 'Adicionar' }).click();
    const baixa = baixas.getByRole('group', { name: 'Baixa 1' });
    await baixa.getByRole('textbox', { name: 'Parcela', exact: true }).fill('1');
    await baixa.getByRole('textbox', { name: 'Data', exact: true }).fill('29/01/2027');
    await baixa.getByRole('combobox', { name: 'Conta', exact: true }).click();
    await baixa.getByRole('combobox', { name: 'Conta', exact: true }).pressSequentially('Caixa');
    await page.getByRole('option', { name: /Caixa da Sede/ }).first().click();
    await baixa.getByRole('combobox', { name: 'Forma', exact: true }).click();
    await page.getByRole('option', { name: 'Pix' }).click();
    await baixa.getByRole('textbox', { name: 'Valor', exact: true }).fill('10,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/financeiro\/despesa(\?.*)?$/);
    await expect.poll(() => totais(page)).toMatchObject({ Títulos: '1', 'Em aberto': '90,00', Pago: '10,00' });
    await expect(page.getByRole('table', { name: 'Despesas' }).getByRole('row', { name: new RegExp(DESCRICAO) })).toContainText('Parcial');
  });

  await test.step('the baixa reversed with its Motivo: all open again', async () => {
    await liberarAvisos(page);
    await page.getByRole('button', { name: `Mais ações de ${DESCRICAO}` }).click();
    await page.getByRole('menuitem', { name: 'Estornar última baixa' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('textbox', { name: 'Motivo' }).fill('Pix devolvido pelo banco');
    await dialogo.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => totais(page)).toMatchObject({ Títulos: '1', 'Em aberto': '100,00', Pago: '0,00' });
    await expect(page.getByRole('table', { name: 'Despesas' }).getByRole('row', { name: new RegExp(DESCRICAO) })).toContainText('Em aberto');
  });
});
