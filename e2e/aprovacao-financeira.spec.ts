import type { Browser, Page } from '@playwright/test';
import { campo, entrar, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';

// Aprovação financeira, a R$ 20.000,00 payable's way out: admin enters it (so admin, its
// requester, never approves it) and cannot pay it; the demo's coordenador approves level 1 and the
// diretor level 2, each in the approval list of their own session; then admin pays it.

const DESCRICAO = 'Reforma da quadra da jornada';

async function escolher(page: Page, rotulo: string, texto: string, opcao: RegExp): Promise<void> {
  const combobox = page.getByRole('combobox', { name: rotulo, exact: true });
  await combobox.click();
  await combobox.pressSequentially(texto);
  await page.getByRole('option', { name: opcao }).first().click();
}

/** Another approver, in a browser context of their own, approves the payable in their list. */
async function aprovarComo(browser: Browser, baseURL: string, login: string): Promise<void> {
  const contexto = await browser.newContext({ baseURL });
  const page = await contexto.newPage();
  await page.goto('/#/login');
  await entrar(page, login);
  await expect(page.getByRole('button', { name: /^Menu do usuário/ })).toBeVisible();
  // The coordenador also coordinates a project, and the family may open on its loans: the approval list by its address.
  await page.goto('/#/aprovacaofinanceira/pagamentos/aprovacao');
  const tabela = page.getByRole('table', { name: 'Aprovação de pagamentos' });
  const linha = tabela.getByRole('row', { name: new RegExp(DESCRICAO) });
  await expect(linha).toContainText('20.000,00');
  await linha.getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aprovar' }).click();
  await expect(tabela.getByRole('row', { name: new RegExp(DESCRICAO) })).toHaveCount(0);
  await contexto.close();
}

test('a R$ 20.000,00 payable approved by the coordenador and then the diretor, and only then paid', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await entrarNaSede(page);

  await test.step('admin enters it: it waits for level 1, and Pagar is not offered', async () => {
    await page.goto('/#/financeiro/despesa/novo');
    await campo(page, 'Descrição').fill(DESCRICAO);
    await escolher(page, 'Pessoa', 'Silva', /Silva/);
    await escolher(page, 'Categoria', '2.3.01', /2\.3\.01/);
    await escolher(page, 'Conta', 'Caixa', /Caixa da Sede/);
    await campo(page, 'Emissão').fill('20/01/2027');
    await campo(page, 'Competência').fill('01/01/2027');
    await campo(page, 'Valor').fill('20.000,00');
    await campo(page, 'Primeiro vencimento').fill('01/02/2027');
    await campo(page, 'Parcelas').fill('1');
    await expect(page.getByRole('group', { name: 'Parcelas' }).getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('20.000,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/financeiro\/despesa(\?.*)?$/);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(DESCRICAO);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
    await page.getByRole('link', { name: `Editar ${DESCRICAO}` }).click();
    await expect(page.getByText('Aguardando aprovação', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
  });

  await test.step('the coordenador approves level 1, then the diretor level 2', async () => {
    await aprovarComo(browser, baseURL ?? '', 'coordenador');
    await aprovarComo(browser, baseURL ?? '', 'diretor');
  });

  await test.step('approved, admin pays it', async () => {
    await liberarAvisos(page);
    await page.reload();
    await expect(page.getByText('Aprovado', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Registrar o pagamento' });
    await expect(dialogo.getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('20.000,00');
    await dialogo.getByRole('button', { name: 'Pagar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(page.getByRole('group', { name: 'Baixa 1' })).toBeVisible();
  });
});
