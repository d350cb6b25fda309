import type { Page } from '@playwright/test';
import { campo, entrarNaSede, escolher, expect, liberarAvisos, test } from './support/fixtures.ts';
import { chamarApi, sessaoNaSede } from './support/sessoes.ts';

// Projetos, a project whose rubrica blocks an expense: the demo's PRJ-002 has R$ 350,00 left in
// "2 - Material escolar" (its page shows it), a despesa of R$ 500,00 charged to that rubrica is
// refused naming the rubrica, what is left and where to ask for a reallocation; the
// administrator asks for R$ 1.500,00 from December's "1 - Educadores" (it waits for the
// Coordenação), the coordenador approves it through the API, and the project page shows the
// rubrica with R$ 1.850,00 left.

const tokenDe = async (page: Page): Promise<string> => (await page.evaluate(() => localStorage.getItem('alicerce.token'))) ?? '';

async function abrirProjeto(page: Page, id: number): Promise<void> {
  await page.goto(`/#/projetos/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /PRJ-002/ })).toBeVisible();
}

const linhaDaRubrica = (page: Page) => page.getByRole('table', { name: 'Orçado x executado por rubrica' }).getByRole('row', { name: /2 - Material escolar/ });

test('a despesa past its rubrica’s balance is refused; a reallocation is asked, approved, and the rubrica grows', async ({ page }) => {
  test.setTimeout(90_000);
  await entrarNaSede(page);
  const admin = await tokenDe(page);
  const { resultList } = await chamarApi<{ resultList: { id: number }[] }>(page.request, admin, 'GET', '/api/projetos?q=PRJ-002');
  const projeto = resultList[0]!.id;

  await test.step('the project page shows what is left in the rubrica', async () => {
    await abrirProjeto(page, projeto);
    await expect(linhaDaRubrica(page).getByRole('cell').nth(2)).toHaveText('350,00');
  });

  await test.step('R$ 500,00 charged to it is refused, naming the rubrica, the balance and the reallocation', async () => {
    await page.goto('/#/financeiro/despesa/novo');
    await expect(page.getByRole('heading', { level: 1, name: 'Nova despesa' })).toBeVisible();
    await campo(page, 'Descrição').fill('Cadernos para o reforço escolar');
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
    const recusa = page.getByText(/ultrapassaria a rubrica 2 - Material escolar do projeto PRJ-002 - Reforço Escolar Comunitário em R\$ 150,00: restam R\$ 350,00/).first();
    await expect(recusa).toBeVisible();
    await expect(recusa).toContainText('peça um remanejamento');
    await expect(page).toHaveURL(/#\/financeiro\/despesa\/novo/);
  });

  await test.step('the reallocation is asked from the project page, its form opened with the project, and waits for the Coordenação', async () => {
    await liberarAvisos(page);
    await abrirProjeto(page, projeto);
    await page.getByRole('link', { name: 'Pedir remanejamento' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo remanejamento' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Projeto', exact: true })).toHaveValue(/^PRJ-002/);
    await escolher(page, 'Da rubrica', 'Educadores', /Educadores/);
    await campo(page, 'Do mês').fill('01/12/2026');
    await escolher(page, 'Para a rubrica', 'Material escolar', /Material escolar/);
    await campo(page, 'Valor').fill('1.500,00');
    await page.getByRole('textbox', { name: 'Motivo', exact: true }).fill('Cadernos do segundo semestre');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Aguardando aprovação').first()).toBeVisible();
  });

  await test.step('the coordenador approves it (through the API) and the rubrica has R$ 1.850,00 left', async () => {
    const coordenador = await sessaoNaSede(page.request, 'coordenador');
    const pendentes = await chamarApi<{ resultList: { id: number; motivo: string }[] }>(page.request, coordenador, 'GET', '/api/projetos/remanejamentosaaprovar');
    const pedido = pendentes.resultList.find((r) => r.motivo === 'Cadernos do segundo semestre');
    expect(pedido).toBeDefined();
    await chamarApi(page.request, coordenador, 'POST', `/api/projetos/remanejamentosaaprovar/${pedido!.id}/aprovar`, {});
    await abrirProjeto(page, projeto);
    await expect(linhaDaRubrica(page).getByRole('cell').nth(2)).toHaveText('1.850,00');
  });
});
