import type { Page } from '@playwright/test';
import { campo, entrarNaSede, escolher, expect, liberarAvisos, test } from './support/fixtures.ts';

// Financeiro › Despesas, the officer's day: a payable in 3 installments previewed by the server
// as value, first due date and count are typed, one installment paid in part in the form's Pagar
// dialog (a refusal shown in it first), the baixa reversed from the list's row menu on a date
// with its Motivo and then shown reversed, and the list's totals following each step.

const DESCRICAO = 'Reforma do telhado da jornada';

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

test('a payable in 3 installments, paid in part in the dialog, the baixa reversed on a date, the totals following', async ({ page }) => {
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

  await test.step('a partial baixa of the first installment, paid in the Pagar dialog, leaves the rest open', async () => {
    await liberarAvisos(page);
    await page.getByRole('link', { name: `Editar ${DESCRICAO}` }).click();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Registrar o pagamento' });
    // Opened with today, the título's account and everything open.
    await expect(dialogo.getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('100,00');
    await expect(dialogo.getByRole('combobox', { name: 'Conta', exact: true })).toHaveValue(/Caixa da Sede/);
    await dialogo.getByRole('textbox', { name: 'Parcela (vazia: as em aberto)' }).fill('1');
    await dialogo.getByRole('textbox', { name: 'Valor', exact: true }).fill('40,00');
    await dialogo.getByRole('button', { name: 'Pagar' }).click();
    // More than the installment's balance: the server's refusal under the field, the dialog open.
    await expect(dialogo.getByText('O valor passa do saldo em aberto da parcela (R$ 33,33).')).toBeVisible();
    await dialogo.getByRole('textbox', { name: 'Valor', exact: true }).fill('10,00');
    await dialogo.getByRole('button', { name: 'Pagar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(page.getByText('Este título tem baixas ou foi cancelado: valor, vencimento e parcelas só mudam depois de estornar as baixas.')).toBeVisible();
    await expect(campo(page, 'Valor').first()).toBeDisabled();
    await page.getByRole('link', { name: 'Voltar para Despesas' }).click();
    await pesquisar(page);
    await expect.poll(() => totais(page)).toMatchObject({ Títulos: '1', 'Em aberto': '90,00', Pago: '10,00' });
    await expect(page.getByRole('table', { name: 'Despesas' }).getByRole('row', { name: new RegExp(DESCRICAO) })).toContainText('Parcial');
  });

  await test.step('the baixa reversed on a date with its Motivo: all open again, the baixa shown reversed', async () => {
    await liberarAvisos(page);
    await page.getByRole('button', { name: `Mais ações de ${DESCRICAO}` }).click();
    await page.getByRole('menuitem', { name: 'Estornar última baixa' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Estornar a última baixa' });
    const hoje = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    await expect(dialogo.getByRole('textbox', { name: 'Data do estorno' })).toHaveValue(hoje);
    await dialogo.getByRole('textbox', { name: 'Motivo', exact: true }).fill('Pix devolvido pelo banco');
    await dialogo.getByRole('button', { name: 'Estornar' }).click();
    await expect(dialogo).toBeHidden();
    await expect.poll(() => totais(page)).toMatchObject({ Títulos: '1', 'Em aberto': '100,00', Pago: '0,00' });
    await expect(page.getByRole('table', { name: 'Despesas' }).getByRole('row', { name: new RegExp(DESCRICAO) })).toContainText('Em aberto');
    await page.getByRole('link', { name: `Editar ${DESCRICAO}` }).click();
    await expect(page.getByRole('group', { name: 'Baixa 1' })).toContainText(`Estornada em: ${hoje} · Motivo do estorno: Pix devolvido pelo banco`);
  });
});
