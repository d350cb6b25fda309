import { readFile } from 'node:fs/promises';
import type { Download, Page, TestInfo } from '@playwright/test';
import { gerarCpf } from '../src/shared/validation/index.ts';
import { entrar, entrarNaInicial, expect, test } from './support/fixtures.ts';
import { violacoesGraves } from './support/inspecao.ts';

// The people import in Chromium against the real server: from the register's more menu, a CSV
// with good and bad rows is sent, mapped, previewed (the bad CPF shows 'CPF inválido.'), imported
// in the background, and its result page counts the rows and downloads the rejected ones.
// Operador (no import tag) is offered no import. Screenshots at 1280 px go to the test's output.

const semente = Date.now() % 1_000_000;
let estado = semente;
const aleatorio = () => {
  estado = (estado * 1_103_515_245 + 12_345) % 2_147_483_648;
  return estado / 2_147_483_648;
};

async function entrarComoAdmin(page: Page): Promise<void> {
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
}

/** A full-page screenshot at 1280 px and at 360 px (a phone), into the test's output folder. */
async function fotografar(page: Page, testInfo: TestInfo, nome: string): Promise<void> {
  for (const largura of [360, 1280]) {
    await page.setViewportSize({ width: largura, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${nome}-${largura}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
  }
}

function arquivoCsv(): Buffer {
  const linhas = [
    ['Nome', 'CPF', 'E-mail', 'Telefone', 'Cidade'],
    ['Aline Importada', gerarCpf(aleatorio, { formatado: true }), 'aline.importada@example.com', '(11) 3456-7890', 'Campinas - SP'],
    ['Bento Importado', gerarCpf(aleatorio, { formatado: true }), 'bento.importado@example.com', '', 'Recife - PE'],
    ['Cecília Importada', gerarCpf(aleatorio, { formatado: true }), '', '(21) 98765-4321', ''],
    ['Davi Inválido', '123.456.789-00', 'davi@example.com', '', ''],
    ['', gerarCpf(aleatorio, { formatado: true }), 'sem.nome@example.com', '', ''],
  ];
  return Buffer.from(`${linhas.map((l) => l.join(';')).join('\r\n')}\r\n`, 'utf8');
}

test('admin imports people from the more menu and downloads the rejected rows', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarComoAdmin(page);
  await page.getByRole('button', { name: 'Mais opções' }).click();
  await page.getByRole('menuitem', { name: 'Importação' }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/importacao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importação de pessoas' })).toBeVisible();

  await page.getByLabel('Arraste e solte a planilha (CSV ou XLSX) aqui ou clique para selecionar').setInputFiles({
    name: 'pessoas-e2e.csv',
    mimeType: 'text/csv',
    buffer: arquivoCsv(),
  });
  await expect(page.getByRole('table', { name: 'Colunas do arquivo' })).toBeVisible();
  await expect(page.getByText('pessoas-e2e.csv: 5 linhas. Escolha o campo de cada coluna.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Campo da coluna Nome' })).toHaveValue('nome');
  await expect(page.getByRole('combobox', { name: 'Campo da coluna CPF' })).toHaveValue('pessoaFisica.cpf');
  await expect(page.getByRole('combobox', { name: 'Campo da coluna E-mail' })).toHaveValue('emailPrincipal');
  await expect(page.getByRole('combobox', { name: 'Campo da coluna Telefone' })).toHaveValue('telefone');
  await expect(page.getByRole('combobox', { name: 'Campo da coluna Cidade' })).toHaveValue('cidade');

  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const primeiras = page.getByRole('table', { name: 'Primeiras linhas do arquivo' });
  await expect(primeiras).toBeVisible();
  await expect(primeiras.getByRole('row', { name: /Davi Inválido/ })).toContainText('CPF inválido.');
  await expect(primeiras).toContainText('Nome: Preenchimento obrigatório.');
  await expect(page.getByRole('list', { name: 'Resumo da pré-visualização' })).toContainText('3 válidas');
  const importar = page.getByRole('button', { name: 'Importar' });
  await expect(importar).toBeDisabled();
  expect(await violacoesGraves(page)).toEqual([]);
  await fotografar(page, testInfo, 'importacao-previa');

  await page.getByRole('checkbox', { name: 'Ignorar as linhas com erros e importar as demais' }).check();
  await expect(importar).toBeEnabled();
  await importar.click();

  await expect(page).toHaveURL(/#\/gestaopessoas\/importacao\/resultado\?id=\d+$/, { timeout: 30_000 });
  const contagens = page.getByRole('list', { name: 'Contagens da importação' });
  await expect(contagens.getByRole('group', { name: 'Linhas lidas: 5' })).toBeVisible();
  await expect(contagens.getByRole('group', { name: 'Pessoas incluídas: 3' })).toBeVisible();
  await expect(contagens.getByRole('group', { name: 'Ignoradas (já cadastradas): 0' })).toBeVisible();
  await expect(contagens.getByRole('group', { name: 'Linhas rejeitadas: 2' })).toBeVisible();
  const rejeitadas = page.getByRole('table', { name: 'Linhas rejeitadas' });
  await expect(rejeitadas).toContainText('Davi Inválido');
  await expect(rejeitadas).toContainText('CPF: CPF inválido.');
  expect(await violacoesGraves(page)).toEqual([]);
  await fotografar(page, testInfo, 'importacao-resultado');

  // The download starts in the window the button opens: listen from the moment it exists.
  const baixado = new Promise<Download>((resolve) => page.context().once('page', (janela) => janela.once('download', resolve)));
  await page.getByRole('button', { name: 'Baixar linhas rejeitadas' }).click();
  const download = await baixado;
  expect(download.suggestedFilename()).toBe('rejeitadas-pessoas-e2e.csv');
  const texto = await readFile(await download.path(), 'utf8');
  const linhas = texto.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(linhas[0]).toBe('Nome;CPF;E-mail;Telefone;Cidade;Erros');
  expect(linhas[1]).toBe('Davi Inválido;123.456.789-00;davi@example.com;;;CPF: CPF inválido.');
  expect(linhas[2]).toMatch(/^;[\d.-]+;sem\.nome@example\.com;;;Nome: Preenchimento obrigatório\.$/);
  expect(linhas).toHaveLength(3);

  // The imported people are in the register.
  await page.goto('/#/gestaopessoas/lista?q=Importad');
  await expect(page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem')).toHaveCount(3);
});

test('operador is not offered the import, and its page is closed to them', async ({ page }) => {
  await entrarNaInicial(page, 'operador');
  await page.getByRole('button', { name: 'Mais opções' }).click();
  await expect(page.getByRole('menuitem', { name: 'Imprimir' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Importação' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/#/gestaopessoas/importacao');
  await expect(page.getByText('Você não possui permissão para acessar essa funcionalidade')).toBeVisible();
  await expect(page.getByLabel('Arraste e solte a planilha (CSV ou XLSX) aqui ou clique para selecionar')).toHaveCount(0);
});

test("admin imports profissões from the list's Importar, by the descriptor's line alone", async ({ page }, testInfo) => {
  const nome = (n: number) => `Profissão E2E ${semente}-${n}`;
  const linhas = [['Descrição', 'Ativo'], [nome(1), 'Sim'], [nome(2), 'Não'], [nome(1).toUpperCase(), ''], ['', 'Sim']];
  await entrarComoAdmin(page);
  await page.goto('/#/gestaopessoas/configuracoes/profissoes');
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/configuracoes\/profissoes\/importacao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importação de profissões' })).toBeVisible();
  await page.getByLabel('Arraste e solte a planilha (CSV ou XLSX) aqui ou clique para selecionar').setInputFiles({
    name: 'profissoes-e2e.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${linhas.map((l) => l.join(';')).join('\r\n')}\r\n`, 'utf8'),
  });
  await expect(page.getByRole('combobox', { name: 'Campo da coluna Descrição' })).toHaveValue('descricao');
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const primeiras = page.getByRole('table', { name: 'Primeiras linhas do arquivo' });
  await expect(primeiras).toContainText('O valor de Descrição repete o da linha 2. A linha será ignorada.');
  await expect(primeiras).toContainText('Descrição: Preenchimento obrigatório.');
  await page.getByRole('checkbox', { name: 'Ignorar as linhas com erros e importar as demais' }).check();
  await fotografar(page, testInfo, 'profissoes-previa');
  await page.getByRole('button', { name: 'Importar' }).click();

  await expect(page).toHaveURL(/#\/gestaopessoas\/configuracoes\/profissoes\/importacao\/resultado\?id=\d+$/, { timeout: 30_000 });
  const contagens = page.getByRole('list', { name: 'Contagens da importação' });
  await expect(contagens.getByRole('group', { name: 'Linhas lidas: 4' })).toBeVisible();
  await expect(contagens.getByRole('group', { name: 'Profissões incluídas: 2' })).toBeVisible();
  await expect(contagens.getByRole('group', { name: 'Ignoradas (já cadastradas): 1' })).toBeVisible();
  await expect(contagens.getByRole('group', { name: 'Linhas rejeitadas: 1' })).toBeVisible();
  await fotografar(page, testInfo, 'profissoes-resultado');

  await page.goto(`/#/gestaopessoas/configuracoes/profissoes?q=${encodeURIComponent(`E2E ${semente}`)}`);
  await expect(page.getByRole('cell', { name: nome(1), exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: nome(2), exact: true })).toBeVisible();
});
