import type { Page } from '@playwright/test';
import { campo, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';

// Projetos, a project whose rubrica blocks an expense: the demo's PRJ-002 has R$ 350,00 left in
// "2 - Material escolar" (its page shows it), a despesa of R$ 500,00 charged to that rubrica is
// refused naming the rubrica and what is left, and one of exactly R$ 350,00 is saved and spends it.

const DESCRICAO = 'Cadernos para o reforço escolar';

async function escolher(page: Page, rotulo: string, texto: string, opcao: RegExp): Promise<void> {
  const combobox = page.getByRole('combobox', { name: rotulo, exact: true });
  await combobox.click();
  await combobox.pressSequentially(texto);
  await page.getByRole('option', { name: opcao }).first().click();
}

async function abrirProjeto(page: Page): Promise<void> {
  await page.goto('/#/projetos');
  await page.getByRole('table', { name: 'Projetos' }).getByRole('row', { name: /PRJ-002/ }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /PRJ-002/ })).toBeVisible();
}

test('a despesa past its rubrica’s balance is refused; one within it is saved and spends it', async ({ page }) => {
  test.setTimeout(120_000);
  await entrarNaSede(page);

  await test.step('the project page shows what is left in the rubrica', async () => {
    await abrirProjeto(page);
    const linha = page.getByRole('table', { name: 'Orçado x executado por rubrica' }).getByRole('row', { name: /2 - Material escolar/ });
    await expect(linha).toContainText('350,00');
  });

  await test.step('R$ 500,00 charged to it is refused, naming the rubrica and the balance', async () => {
    await liberarAvisos(page);
    await page.goto('/#/financeiro/despesa/novo');
    await expect(page.getByRole('heading', { level: 1, name: 'Nova despesa' })).toBeVisible();
    await campo(page, 'Descrição').fill(DESCRICAO);
    await escolher(page, 'Pessoa', 'Silva', /Silva/);
    await escolher(page, 'Categoria', '2.4.01', /2\.4\.01/);
    await escolher(page, 'Conta', 'Caixa', /Caixa da Sede/);
    await campo(page, 'Emissão').fill('10/11/2026');
    await campo(page, 'Competência').fill('01/11/2026');
    await escolher(page, 'Projeto', 'PRJ-002', /PRJ-002/);
    await escolher(page, 'Rubrica', 'Material escolar', /Material escolar/);
    await campo(page, 'Valor').fill('500,00');
    await campo(page, 'Primeiro vencimento').fill('30/11/2026');
    await expect(page.getByRole('group', { name: 'Parcelas' }).getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('500,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(/ultrapassaria a rubrica 2 - Material escolar do projeto PRJ-002 - Reforço Escolar Comunitário em R\$ 150,00: restam R\$ 350,00/).first()).toBeVisible();
    await expect(page).toHaveURL(/#\/financeiro\/despesa\/novo/);
  });

  await test.step('R$ 350,00 fits, and the rubrica is spent', async () => {
    await liberarAvisos(page);
    // The título's Valor, above its installments' (each also labelled Valor).
    await campo(page, 'Valor').first().fill('350,00');
    await expect(page.getByRole('group', { name: 'Parcelas' }).getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('350,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/financeiro\/despesa(\?.*)?$/);
    await abrirProjeto(page);
    const linha = page.getByRole('table', { name: 'Orçado x executado por rubrica' }).getByRole('row', { name: /2 - Material escolar/ });
    await expect(linha.getByRole('cell').nth(2)).toHaveText('0,00');
  });
});
