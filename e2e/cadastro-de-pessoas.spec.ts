import type { Locator, Page } from '@playwright/test';
import { campo, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';

// The administrator in the people and supplier register, against the real server and the demo
// seed (about 2,000 people over Brazil): search, the three views and their URL, filters,
// deactivation, the map's markers, the supplier mode, a supplier created, a name edited, a
// person's typed document and a form's validation. Each step starts from an address of its own.

const ERRO_DO_FORMULARIO = 'Existem erros no formulário, revise-o salve novamente.';
const cartoes = (page: Page) => page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem');
const linhas = (page: Page) => page.getByRole('table', { name: 'Pessoas' }).locator('[role=row][aria-rowindex]:not([aria-rowindex="1"])');
const codigoDa = async (linha: Locator) => (await linha.getByRole('cell').nth(1).textContent())?.trim() ?? '';

const pdf = (nome: string) => ({ name: nome, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 documento') });

async function abrirLista(page: Page): Promise<void> {
  await page.goto('/#/gestaopessoas/lista');
  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(page).toHaveURL(/vista=lista/);
  await expect(linhas(page).first()).toBeVisible();
}

/** Clusters open as they are clicked, until a single person's marker is on the map. */
async function abrirAteUmaPessoa(page: Page, mapa: Locator): Promise<Locator> {
  const marcador = mapa.locator('.alicerce-marcador-pessoa').first();
  const moldura = await mapa.locator('.leaflet-container').boundingBox();
  const dentroDaMoldura = (caixa: { x: number; y: number; width: number; height: number } | null) =>
    caixa !== null && moldura !== null && caixa.x >= moldura.x && caixa.y >= moldura.y && caixa.x + caixa.width <= moldura.x + moldura.width && caixa.y + caixa.height <= moldura.y + moldura.height;
  for (let i = 0; i < 8 && !(await marcador.isVisible()); i++) {
    // The layer also draws a margin around the view: the cluster clicked is one in sight.
    for (const grupo of await mapa.locator('.alicerce-grupo').all()) {
      if (!dentroDaMoldura(await grupo.boundingBox())) continue;
      await grupo.click();
      break;
    }
    await page.waitForTimeout(600);
  }
  return marcador;
}

test('the administrator in the people register: search and views, filters, deactivation, the map, suppliers, editing, documents, validation', async ({ page }) => {
  test.setTimeout(300_000);
  await entrarNaSede(page);

  await test.step('search, the three views and their URL', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Pessoas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grade' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cartoes(page).first()).toBeVisible();
    await expect(cartoes(page).first().getByText(/^Código \d+$/)).toBeVisible();

    const busca = page.getByRole('searchbox', { name: 'Pesquisar' });
    await expect(busca).toHaveAttribute('placeholder', /^Pesquisa por: Nome/);
    await busca.fill('silva');
    await busca.press('Enter');
    await expect(page).toHaveURL(/q=silva/);
    await expect(cartoes(page).first()).toContainText(/silva/i);

    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(page).toHaveURL(/vista=lista/);
    await expect(page).toHaveURL(/q=silva/);
    await expect(linhas(page).first()).toContainText(/silva/i);
    // Virtualised: the DOM holds the rows in view, not every row loaded.
    expect(await linhas(page).count()).toBeLessThan(40);

    await page.getByRole('button', { name: 'Mapa' }).click();
    await expect(page).toHaveURL(/vista=mapa/);
    const mapa = page.getByRole('region', { name: 'Mapa de pessoas' });
    await expect(mapa).toBeVisible();
    await expect(mapa.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByText(/^[\d.]+ pessoas? no mapa$/)).toBeVisible();
    const caixa = await mapa.locator('.leaflet-container').boundingBox();
    expect(caixa?.height).toBe(500);

    // The URL is the bookmark: opened again, the same view and search.
    const url = page.url();
    await page.goto('/#/perfilusuario/dados');
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Mapa' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('silva');
  });

  await test.step('Filtros: apply, validation, clear', async () => {
    await liberarAvisos(page);
    await abrirLista(page);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const filtros = page.getByRole('form', { name: 'Filtros' });
    await expect(filtros).toBeVisible();
    // The open panel, at both widths (a state no route reaches, so the sweep does not see it).
    await conferirPagina(page, 'filtros');

    // Aplicar and Limpar work at the first click straight from a wrong field.
    await campo(page, 'CPF').fill('11111111111');
    await filtros.getByRole('button', { name: 'Aplicar' }).click();
    await expect(filtros.getByText(ERRO_DO_FORMULARIO)).toBeVisible();
    await expect(filtros.getByText('CPF inválido.')).toBeVisible();
    await expect(page).not.toHaveURL(/filtro=/);

    await campo(page, 'CPF').fill('22222222222');
    await filtros.getByRole('button', { name: 'Limpar' }).click();
    await expect(campo(page, 'CPF')).toHaveValue('');
    await expect(filtros.getByText('CPF inválido.')).toHaveCount(0);
    await expect(filtros.getByText(ERRO_DO_FORMULARIO)).toHaveCount(0);

    // Leaving the field judges it; Aplicar then still refuses.
    await campo(page, 'CPF').fill('11111111111');
    await campo(page, 'CPF').press('Tab');
    await expect(filtros.getByText('CPF inválido.')).toBeVisible();
    await filtros.getByRole('button', { name: 'Aplicar' }).click();
    await expect(filtros.getByText('CPF inválido.')).toBeVisible();
    await expect(filtros.getByText(ERRO_DO_FORMULARIO)).toBeVisible();
    await expect(page).not.toHaveURL(/filtro=/);

    await campo(page, 'CPF').fill('');
    await filtros.getByRole('checkbox', { name: 'Pessoas Jurídicas' }).check();
    await filtros.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/filtro=.*papelPessoaJuridica/);
    await expect(linhas(page).first()).toContainText('CNPJ:');
    for (const linha of await linhas(page).all()) await expect(linha.getByRole('img', { name: 'Pessoa Jurídica' })).toBeVisible();

    await filtros.getByRole('button', { name: 'Limpar' }).click();
    await expect(page).not.toHaveURL(/filtro=/);
    await expect(filtros.getByRole('checkbox', { name: 'Pessoas Jurídicas' })).not.toBeChecked();
  });

  await test.step('deactivation: hidden without a selection, then confirmed for the selected row', async () => {
    await liberarAvisos(page);
    await abrirLista(page);
    const desativar = page.getByRole('button', { name: 'Desativar Selecionado(s)' });
    await expect(desativar).toBeHidden();

    const primeira = linhas(page).first();
    const codigo = await codigoDa(primeira);
    await primeira.getByRole('checkbox', { name: 'Selecionar linha' }).check();
    await expect(desativar).toBeVisible();
    await primeira.getByRole('checkbox', { name: 'Selecionar linha' }).uncheck();
    await expect(desativar).toBeHidden();

    await primeira.getByRole('checkbox', { name: 'Selecionar linha' }).check();
    await desativar.click();
    const dialogo = page.getByRole('alertdialog');
    await expect(dialogo).toContainText('Deseja realmente desativar a pessoa selecionada?');
    await dialogo.getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByText('Pessoa(s) desativada(s) com sucesso.').first()).toBeVisible();
    await expect(desativar).toBeHidden();
    // The list came back without the person.
    await expect.poll(() => codigoDa(linhas(page).first())).not.toBe(codigo);
  });

  await test.step('a marker asks "Cadastro da Pessoa" and confirming opens the record', async () => {
    await liberarAvisos(page);
    await page.goto('/#/gestaopessoas/lista');
    await page.getByRole('button', { name: 'Mapa' }).click();
    const mapa = page.getByRole('region', { name: 'Mapa de pessoas' });
    await expect(mapa.locator('.leaflet-marker-icon').first()).toBeVisible();
    const marcador = await abrirAteUmaPessoa(page, mapa);
    await marcador.hover();
    await expect(page.locator('.leaflet-tooltip')).not.toHaveText(/Carregando/);
    const nome = (await page.locator('.leaflet-tooltip').textContent())?.trim() ?? '';
    expect(nome).not.toBe('');
    await marcador.click();

    const dialogo = page.getByRole('alertdialog', { name: 'Cadastro da Pessoa' });
    await expect(dialogo).toContainText(`Deseja realmente ir para o cadastro da pessoa ${nome} ?`);
    await dialogo.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/pessoa\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(nome);
  });

  await test.step('supplier mode: no more menu, suppliers only, supplier routes', async () => {
    await liberarAvisos(page);
    await page.goto('/#/financeiro/fornecedor');
    await expect(page.getByRole('heading', { level: 1, name: 'Fornecedores' })).toBeVisible();
    await expect(cartoes(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mais opções' })).toBeHidden();
    for (const cartao of (await cartoes(page).all()).slice(0, 5)) await expect(cartao.getByRole('img', { name: 'Fornecedor' })).toBeVisible();

    const nome = (await cartoes(page).first().getByRole('link').getAttribute('aria-label')) ?? '';
    await cartoes(page).first().getByText(/^Código \d+$/).click();
    await expect(page).toHaveURL(/#\/financeiro\/fornecedor\/\d+$/);
    // The engine's form of the supplier screen, with the record.
    await expect(campo(page, 'Nome')).toHaveValue(nome);
    await page.goto('/#/financeiro/fornecedor');
    await page.getByRole('button', { name: 'Novo' }).click();
    await expect(page).toHaveURL(/#\/financeiro\/fornecedor\/novo$/);
  });

  await test.step('a supplier created from Fornecedores › Novo is a supplier, and the list shows it at once', async () => {
    await liberarAvisos(page);
    await page.goto('/#/financeiro/fornecedor');
    await page.getByRole('button', { name: 'Novo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo fornecedor' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Fornecedor' })).toBeChecked();
    // First in name order, so the list's first page holds it.
    await campo(page, 'Nome').fill('Aaa Papelaria de Teste Ltda');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/financeiro\/fornecedor$/);
    const novo = cartoes(page).filter({ hasText: 'Aaa Papelaria de Teste Ltda' });
    await expect(novo).toBeVisible();
    await expect(novo.getByRole('img', { name: 'Fornecedor' })).toBeVisible();
  });

  await test.step('a name edited in the form shows on its card when the form goes back', async () => {
    await liberarAvisos(page);
    await page.goto('/#/gestaopessoas/lista');
    const busca = page.getByRole('searchbox', { name: 'Pesquisar' });
    await busca.fill('silva');
    await busca.press('Enter');
    await expect(page).toHaveURL(/q=silva/);
    const nome = (await cartoes(page).first().getByRole('link').getAttribute('aria-label')) ?? '';
    await cartoes(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para Pessoas' })).toHaveAttribute('href', /q=silva/);
    await expect(campo(page, 'Nome')).toHaveValue(nome);
    await campo(page, 'Nome').fill(`${nome} Editada`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista\?q=silva$/);
    await expect(cartoes(page).getByRole('link', { name: `${nome} Editada` })).toBeVisible();
  });

  await test.step('a document is typed, sent as soon as it is chosen and kept with its type', async () => {
    await liberarAvisos(page);
    await page.goto('/#/gestaopessoas/lista');
    await cartoes(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/pessoa\/\d+$/);
    const anexos = page.getByRole('region', { name: 'Anexos' });
    const tipo = anexos.getByRole('combobox', { name: /Tipo do Documento/ });
    const arquivo = anexos.locator('input[type=file]');
    await expect(tipo).toBeVisible();
    await expect(page.getByText('Anexos', { exact: true })).toHaveCount(1);

    await arquivo.setInputFiles(pdf('sem-tipo.pdf'));
    await expect(anexos.getByText('O campo Tipo do Documento é obrigatório.')).toBeVisible();
    await expect(tipo).toBeFocused();
    await conferirPagina(page, 'anexo sem tipo');

    await tipo.selectOption({ label: 'RG' });
    await arquivo.setInputFiles(pdf('rg-frente.pdf'));
    const item = anexos.getByRole('listitem').filter({ hasText: 'rg-frente.pdf' });
    await expect(item).toContainText('RG');
    await expect(tipo).toHaveValue('');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista/);
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Anexos' }).getByRole('listitem').filter({ hasText: 'rg-frente.pdf' })).toContainText('RG');
  });

  await test.step('a new person with an invalid CPF is told "CPF inválido."', async () => {
    await liberarAvisos(page);
    await page.goto('/#/gestaopessoas/lista');
    await page.getByRole('button', { name: 'Novo' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/novo$/);
    await campo(page, 'Nome').fill('Pessoa de Teste');
    await campo(page, 'CPF').fill('111.111.111-11');
    await campo(page, 'CPF').blur();
    await expect(page.getByText('CPF inválido.')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(ERRO_DO_FORMULARIO).first()).toBeVisible();
    await expect(page).toHaveURL(/#\/gestaopessoas\/novo$/);
  });
});
