import { campo, confirmar, entrarNaSede, escolher, expect, liberarAvisos, test } from './support/fixtures.ts';

// Financeiro › withheld taxes, the officer's month end: a service payable of R$ 1.000,00 that
// withholds PIS/COFINS/CSLL shows 46,50 withheld and its installment of the net as the tax is
// chosen; in Agrupamento de impostos its retenção is selected and grouped, and Impostos agrupados
// lists the payable to the Receita Federal for it.

const DESCRICAO = 'Auditoria das contas da jornada';

test('a service payable withholds PIS/COFINS/CSLL, and its retenção is grouped into the tax payable', async ({ page }) => {
  test.setTimeout(120_000);
  await entrarNaSede(page);

  await test.step('the form works out the withheld amount and the installment of the net', async () => {
    await page.goto('/#/financeiro/despesa/novo');
    await expect(page.getByRole('heading', { level: 1, name: 'Nova despesa' })).toBeVisible();
    await campo(page, 'Descrição').fill(DESCRICAO);
    await escolher(page, 'Pessoa', 'Silva', /Silva/);
    await escolher(page, 'Categoria', '2.1.01', /2\.1\.01/);
    await escolher(page, 'Conta', 'Caixa', /Caixa da Sede/);
    await campo(page, 'Emissão').fill('20/01/2027');
    await campo(page, 'Competência').fill('01/01/2027');
    await campo(page, 'Valor').fill('1.000,00');
    await campo(page, 'Primeiro vencimento').fill('29/01/2027');
    const retencoes = page.getByRole('region', { name: 'Retenções' });
    await retencoes.getByRole('button', { name: 'Adicionar' }).click();
    const retencao = retencoes.getByRole('group', { name: 'Retenção 1' });
    await retencao.getByRole('combobox', { name: 'Imposto', exact: true }).click();
    await retencao.getByRole('combobox', { name: 'Imposto', exact: true }).pressSequentially('PIS');
    await page.getByRole('option', { name: /PIS\/COFINS\/CSLL/ }).first().click();
    await expect(retencoes.getByRole('list', { name: 'Valores retidos' })).toContainText('PIS/COFINS/CSLL (4,65%): R$ 46,50 retido (PIS 6,50 + COFINS 30,00 + CSLL 10,00)');
    await expect(campo(page, 'Retido')).toHaveValue('46,50');
    await expect(campo(page, 'Líquido')).toHaveValue('953,50');
    const parcelas = page.getByRole('group', { name: 'Parcelas' });
    await expect(parcelas.getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('953,50');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/financeiro\/despesa(\?.*)?$/);
  });

  await test.step('Agrupar turns the selected retenção into the payable to the tax authority', async () => {
    await liberarAvisos(page);
    await page.goto('/#/financeiro/agrupamento/impostos');
    const tabela = page.getByRole('table', { name: 'Agrupamento de impostos' });
    const linha = tabela.getByRole('row', { name: new RegExp(DESCRICAO) });
    await expect(linha).toContainText('46,50');
    await linha.getByRole('checkbox', { name: 'Selecionar linha' }).check();
    await page.getByRole('button', { name: 'Agrupar', exact: true }).click();
    await confirmar(page, 'Agrupar');
    await expect(page.getByText("Ação 'Agrupar' concluída em 1 registro(s).").first()).toBeVisible();
    await expect(tabela.getByRole('row', { name: new RegExp(DESCRICAO) })).toHaveCount(0);

    await page.goto('/#/financeiro/impostos/agrupados');
    const agrupado = page.getByRole('table', { name: 'Impostos agrupados' }).getByRole('row', { name: /PIS\/COFINS\/CSLL retido – competência 01\/2027/ });
    await expect(agrupado).toContainText('46,50');
    await expect(agrupado).toContainText('19/02/2027');
    await expect(agrupado).toContainText('Em aberto');
  });
});
