import type { Page } from '@playwright/test';
import { campo, confirmar, escolher, expect, liberarAvisos, test } from './support/fixtures.ts';
import { abrirComo, sessaoNaSede } from './support/sessoes.ts';

// Aprovação financeira › Empréstimos: the coordinator of Educação Integral asks Cultura Viva for
// R$ 2.000,00; the coordinator of Cultura Viva approves it on its row, finance (admin) approves the
// selection, which transfers the money; then two returns settle it, the second for the balance the
// dialog offers.

const FINALIDADE = 'Oficinas de férias da jornada';
const RAIZ = '/#/aprovacaofinanceira/emprestimos';

/** Opens `rota` as the demo user, signed in through the API (see support/sessoes.ts). */
async function entrarComo(page: Page, login: string, rota: string): Promise<void> {
  await abrirComo(page, await sessaoNaSede(page.request, login), rota);
}

const linha = (page: Page, tabela: string) => page.getByRole('table', { name: tabela }).getByRole('row', { name: new RegExp(FINALIDADE) });

test('a loan requested, approved by both coordinators and finance, transferred and returned in two parts', async ({ page }) => {
  test.setTimeout(120_000);
  await test.step('the coordinator of the receiving project asks for the loan', async () => {
    await entrarComo(page, 'coordenadora', RAIZ);
    await expect(page).toHaveURL(/solicitacaoemprestimo/);
    await page.getByRole('button', { name: 'Novo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo empréstimo' })).toBeVisible();
    await escolher(page, 'Projeto que empresta', 'Cultura', /PRJ-CULT/);
    await escolher(page, 'Projeto que recebe', 'Educação', /PRJ-EDUC/);
    await campo(page, 'Valor').fill('2.000,00');
    await campo(page, 'Devolução prevista').fill('31/12/2099');
    await campo(page, 'Finalidade').fill(FINALIDADE);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/solicitacaoemprestimo(\?.*)?$/);
    await expect(linha(page, 'Solicitações')).toContainText('Aguardando aprovação');
  });

  await test.step('the coordinator of the lending project approves it on its row', async () => {
    await liberarAvisos(page);
    await entrarComo(page, 'coordenador', `${RAIZ}/aprovacaoemprestimo`);
    await page.getByRole('button', { name: `Mais ações de ${FINALIDADE}` }).click();
    await page.getByRole('menuitem', { name: 'Aprovar' }).click();
    await confirmar(page, 'Aprovar');
    await expect(page.getByText('Aprovação registrada.').first()).toBeVisible();
    await expect(linha(page, 'Aprovação')).toHaveCount(0);
  });

  await test.step('finance approves the selection, and the money is transferred', async () => {
    await liberarAvisos(page);
    await entrarComo(page, 'admin', `${RAIZ}/aprovacaoemprestimo`);
    await linha(page, 'Aprovação').getByRole('checkbox', { name: 'Selecionar linha' }).check();
    await page.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await confirmar(page, 'Aprovar');
    await expect(linha(page, 'Aprovação')).toHaveCount(0);
    await page.goto(`${RAIZ}/solicitacaoemprestimo`);
    await expect(linha(page, 'Solicitações')).toContainText('Transferido');
  });

  await test.step('two returns settle it', async () => {
    await liberarAvisos(page);
    await page.goto(`${RAIZ}/devolucaoemprestimo`);
    const devolver = async (valor?: string) => {
      await page.getByRole('button', { name: `Mais ações de ${FINALIDADE}` }).click();
      await page.getByRole('menuitem', { name: 'Registrar devolução' }).click();
      const dialogo = page.getByRole('dialog');
      if (valor !== undefined) await dialogo.getByRole('textbox', { name: 'Valor devolvido', exact: true }).fill(valor);
      await dialogo.getByRole('button', { name: 'Devolver' }).click();
      await expect(dialogo).toBeHidden();
    };
    await devolver('1.200,00');
    await expect(linha(page, 'Devolução')).toContainText(/Parcialmente devolvido/);
    await expect(linha(page, 'Devolução')).toContainText('800,00');
    await liberarAvisos(page);
    await devolver();
    await expect(linha(page, 'Devolução')).toContainText('Quitado');
  });
});
