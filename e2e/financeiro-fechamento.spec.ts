import { campo, entrarNaSede, escolher, expect, liberarAvisos, test } from './support/fixtures.ts';

// Contabilidade › Fechamento: the officer closes January of last year, tries to record a receipt
// dated in it on a receita (the Receber dialog) and reads the server's refusal under the Data
// field; then reopens back to the demo's lock with a reason, so the other journeys write as before.

const DESCRICAO = 'Doação da jornada do fechamento';
const ANO = new Date().getFullYear() - 1;

test('a receipt dated in a closed month is refused on its field; the period reopened with a reason', async ({ page }) => {
  test.setTimeout(120_000);
  await entrarNaSede(page);

  await test.step('close the books up to 31/01 of last year', async () => {
    await page.goto('/#/financeiro/contabilidade/fechamento');
    await expect(page.getByRole('status').filter({ hasText: 'Período fechado até' })).toBeVisible({ timeout: 30_000 });
    const fechar = page.getByRole('region', { name: 'Fechar período' });
    await fechar.getByRole('textbox', { name: 'Fechar até' }).fill(`31/01/${ANO}`);
    await fechar.getByRole('button', { name: 'Fechar período' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Período fechado até 31/01/${ANO}.` })).toBeVisible();
  });

  await test.step('a receita of February, received on a January day: 422 under Data', async () => {
    await page.goto('/#/financeiro/receita/novo');
    await campo(page, 'Descrição').fill(DESCRICAO);
    await escolher(page, 'Pessoa', 'Silva', /Silva/);
    await escolher(page, 'Categoria', '1.1.01', /1\.1\.01/);
    await escolher(page, 'Conta', 'Caixa', /Caixa da Sede/);
    await campo(page, 'Emissão').fill(`01/02/${ANO}`);
    await campo(page, 'Competência').fill(`01/02/${ANO}`);
    await campo(page, 'Valor').fill('80,00');
    await campo(page, 'Primeiro vencimento').fill(`10/02/${ANO}`);
    await campo(page, 'Parcelas').fill('1');
    // The installment is worked out from the amount and the due date: save once it shows its value.
    const parcelas = page.getByRole('group', { name: 'Parcelas' });
    await expect(parcelas.getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('80,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/financeiro\/receita(\?.*)?$/);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(DESCRICAO);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
    await liberarAvisos(page);
    await page.getByRole('link', { name: `Editar ${DESCRICAO}` }).click();
    await page.getByRole('button', { name: 'Receber', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Registrar o recebimento' });
    await dialogo.getByRole('textbox', { name: 'Data', exact: true }).fill(`20/01/${ANO}`);
    await dialogo.getByRole('button', { name: 'Receber' }).click();
    await expect(dialogo.getByText(`O período até 31/01/${ANO} está fechado: a contabilidade não aceita lançamentos com data até esse dia.`, { exact: false })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('recusa.png') });
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  });

  await test.step('reopen back to the end of the year before last, with the reason, kept in the history', async () => {
    await page.goto('/#/financeiro/contabilidade/fechamento');
    const reabrir = page.getByRole('region', { name: 'Reabrir período' });
    await reabrir.getByRole('textbox', { name: 'Fechado até (vazio: reabrir tudo)' }).fill(`31/12/${ANO - 1}`);
    await reabrir.getByRole('button', { name: 'Reabrir período' }).click();
    await expect(reabrir.getByText('Informe o motivo da reabertura.')).toBeVisible();
    await reabrir.getByRole('textbox', { name: 'Motivo' }).fill('Jornada de teste encerrada');
    await reabrir.getByRole('button', { name: 'Reabrir período' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Período fechado até 31/12/${ANO - 1}.` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Histórico do fechamento' })).toContainText('Jornada de teste encerrada');
  });
});
