import type { Page } from '@playwright/test';
import { campo, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';

// Patrimônio › Bens: a notebook of R$ 6.000,00 registered with a life of 60 months shows its
// schedule (the preview of the simulation while typing, the stored one after saving), is
// transferred to another location on its row, found there by an inventory count (tags typed), and
// written off as sold.

const PLAQUETA = 'E2E-0001';

async function escolher(page: Page, rotulo: string, texto: string, opcao: RegExp): Promise<void> {
  const combobox = page.getByRole('combobox', { name: rotulo, exact: true });
  await combobox.click();
  await combobox.pressSequentially(texto);
  await page.getByRole('option', { name: opcao }).first().click();
}

const linha = (page: Page) => page.getByRole('row', { name: new RegExp(PLAQUETA) });

async function acao(page: Page, rotulo: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`Mais ações de ${PLAQUETA}`) }).click();
  await page.getByRole('menuitem', { name: rotulo }).click();
}

test('an asset registered with its schedule, transferred, counted and written off', async ({ page }) => {
  await entrarNaSede(page);

  await test.step('register a notebook and see its schedule', async () => {
    await page.goto('/#/patrimonio/bens/novo');
    await expect(page.getByRole('heading', { level: 1, name: 'Novo bem' })).toBeVisible();
    await campo(page, 'Plaqueta').fill(PLAQUETA);
    await campo(page, 'Descrição').fill('Notebook da coordenação');
    await escolher(page, 'Grupo', 'INFO', /INFO/);
    await escolher(page, 'Local', 'Recepção', /Recepção/);
    await campo(page, 'Valor').fill('6.000,00');
    await campo(page, 'Vida útil (meses)').fill('60');
    await campo(page, 'Valor residual').fill('0,00');
    await campo(page, 'Depreciação acumulada anterior').fill('0,00');
    await campo(page, 'Início de uso').fill('15/03/2025');
    const cronograma = page.getByRole('group', { name: 'Cronograma de depreciação' });
    await expect(cronograma).toHaveAccessibleDescription('60 quotas, R$ 6.000,00');
    await expect(cronograma.getByRole('row', { name: /^03\/2025/ })).toContainText('100,00');
    // A state no route reaches: the schedule's preview, 60 rows scrolling inside the form.
    await conferirPagina(page, 'cronograma do bem novo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/patrimonio\/bens(\?.*)?$/);
    await expect(linha(page)).toContainText('6.000,00');
    await linha(page).getByRole('link', { name: PLAQUETA, exact: true }).click();
    await expect(page.getByRole('group', { name: 'Cronograma de depreciação' }).getByRole('row', { name: /^02\/2030/ })).toContainText('100,00');
    await page.goto('/#/patrimonio/bens');
  });

  await test.step('transfer it to another location', async () => {
    await liberarAvisos(page);
    await acao(page, 'Transferir');
    const dialogo = page.getByRole('dialog');
    await escolher(page, 'Novo local', 'Biblioteca', /Biblioteca/);
    await dialogo.getByRole('button', { name: 'Transferir' }).click();
    await expect(dialogo).toBeHidden();
    await expect(linha(page)).toContainText('Biblioteca');
  });

  await test.step('count the library by typing tags: found here, unknown; close with the result', async () => {
    await page.goto('/#/patrimonio/inventario');
    await page.getByRole('combobox', { name: 'Local' }).click();
    await page.getByRole('option', { name: 'Sede – Biblioteca' }).click();
    await page.getByRole('button', { name: 'Abrir contagem' }).click();
    await expect(page.getByText('Contagem de Sede – Biblioteca')).toBeVisible();
    const leituras = page.getByRole('list', { name: 'Leituras' });
    for (const plaqueta of [PLAQUETA, 'E2E-DESCONHECIDA']) {
      await campo(page, 'Plaqueta').fill(plaqueta);
      await page.getByRole('button', { name: 'Registrar' }).click();
      await expect(leituras.getByRole('listitem').first()).toContainText(plaqueta);
    }
    await expect(leituras.getByRole('listitem').filter({ hasText: PLAQUETA })).toContainText('Encontrado aqui');
    await expect(leituras.getByRole('listitem').filter({ hasText: 'E2E-DESCONHECIDA' })).toContainText('Desconhecido');
    await page.getByRole('button', { name: 'Fechar a contagem' }).click();
    await expect(page.getByText(/Fechada: 1 encontrado\(s\), \d+ faltante\(s\), 1 desconhecido\(s\)/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resultado' }).getByRole('listitem').filter({ hasText: PLAQUETA })).toContainText('Encontrado');
    await page.goto('/#/patrimonio/bens');
  });

  await test.step('write it off as sold', async () => {
    await liberarAvisos(page);
    await acao(page, 'Baixar');
    const dialogo = page.getByRole('dialog');
    await escolher(page, 'Motivo', 'Venda', /^Venda$/);
    await dialogo.getByRole('textbox', { name: 'Valor recebido', exact: true }).fill('1.000,00');
    await dialogo.getByRole('button', { name: 'Baixar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(linha(page)).toContainText('Baixado');
  });
});
