import { readFile, stat } from 'node:fs/promises';
import type { BrowserContext, Download, Locator, Page } from '@playwright/test';
import { gerarCpf } from '../src/shared/validation/index.ts';
import { campo, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';

// The people register's data in and out, as the administrator: a CSV imported with good and bad
// rows (preview, background import, the rejected rows downloaded), a person's data exported and
// the person anonymised (LGPD), and the reports as background jobs whose notices download them.

const semente = Date.now() % 1_000_000;
let estado = semente;
const aleatorio = () => {
  estado = (estado * 1_103_515_245 + 12_345) % 2_147_483_648;
  return estado / 2_147_483_648;
};

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

/** The download that starts in the window a click opens: listened for from the moment the window exists. */
function proximoDownload(context: BrowserContext): Promise<Download> {
  return new Promise<Download>((resolve) => context.once('page', (janela) => janela.once('download', resolve)));
}

/** Emits from an open dialog and downloads the file of the job's report notice (shown for 5 s: opened at once). */
async function emitirEBaixar(page: Page, dialogo: Locator, titulo: string): Promise<Download> {
  const baixado = proximoDownload(page.context());
  await dialogo.getByRole('button', { name: 'Emitir' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Relatório solicitado. Você será avisado quando estiver pronto.').first()).toBeVisible();
  const aviso = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Abrir resultado' }) }).filter({ hasText: titulo });
  await expect(aviso).toBeVisible({ timeout: 60_000 });
  await aviso.getByRole('button', { name: 'Abrir resultado' }).click();
  return baixado;
}

test("the register's data in and out: an import with rejected rows, a person's data exported and anonymised, the reports", async ({ page }) => {
  test.setTimeout(300_000);
  await entrarNaSede(page);

  await test.step('admin imports people from the more menu and downloads the rejected rows', async () => {
    await page.getByRole('button', { name: 'Mais opções' }).click();
    await page.getByRole('menuitem', { name: 'Importação' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/importacao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Importação de pessoas' })).toBeVisible();

    await page.getByLabel('Arraste e solte a planilha (CSV ou XLSX) aqui ou clique para selecionar').setInputFiles({ name: 'pessoas-e2e.csv', mimeType: 'text/csv', buffer: arquivoCsv() });
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
    await conferirPagina(page, 'importacao-previa');

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
    await conferirPagina(page, 'importacao-resultado');

    const baixado = proximoDownload(page.context());
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

  await test.step("admin imports profissões from the list's Importar, by the descriptor's line alone", async () => {
    await liberarAvisos(page);
    const semente = Date.now() % 1_000_000;
    const nome = (n: number) => `Profissão E2E ${semente}-${n}`;
    const linhasDoArquivo = [['Descrição', 'Ativo'], [nome(1), 'Sim'], [nome(2), 'Não'], [nome(1).toUpperCase(), ''], ['', 'Sim']];
    await page.goto('/#/gestaopessoas/configuracoes/profissoes');
    await page.getByRole('button', { name: 'Importar' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/configuracoes\/profissoes\/importacao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Importação de profissões' })).toBeVisible();
    await page.getByLabel('Arraste e solte a planilha (CSV ou XLSX) aqui ou clique para selecionar').setInputFiles({
      name: 'profissoes-e2e.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${linhasDoArquivo.map((l) => l.join(';')).join('\r\n')}\r\n`, 'utf8'),
    });
    await expect(page.getByRole('combobox', { name: 'Campo da coluna Descrição' })).toHaveValue('descricao');
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    const primeiras = page.getByRole('table', { name: 'Primeiras linhas do arquivo' });
    await expect(primeiras).toContainText('O valor de Descrição repete o da linha 2. A linha será ignorada.');
    await expect(primeiras).toContainText('Descrição: Preenchimento obrigatório.');
    await page.getByRole('checkbox', { name: 'Ignorar as linhas com erros e importar as demais' }).check();
    await page.getByRole('button', { name: 'Importar' }).click();

    await expect(page).toHaveURL(/#\/gestaopessoas\/configuracoes\/profissoes\/importacao\/resultado\?id=\d+$/, { timeout: 30_000 });
    const contagens = page.getByRole('list', { name: 'Contagens da importação' });
    await expect(contagens.getByRole('group', { name: 'Linhas lidas: 4' })).toBeVisible();
    await expect(contagens.getByRole('group', { name: 'Profissões incluídas: 2' })).toBeVisible();
    await expect(contagens.getByRole('group', { name: 'Ignoradas (já cadastradas): 1' })).toBeVisible();
    await expect(contagens.getByRole('group', { name: 'Linhas rejeitadas: 1' })).toBeVisible();

    await page.goto(`/#/gestaopessoas/configuracoes/profissoes?q=${encodeURIComponent(`E2E ${semente}`)}`);
    await expect(page.getByRole('cell', { name: nome(1), exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: nome(2), exact: true })).toBeVisible();
  });

  await test.step("the administrator exports a person's data and anonymises them", async () => {
    await liberarAvisos(page);
    await page.goto('/#/gestaopessoas/novo');
    await campo(page, 'Nome').fill('Titular Que Pede Exclusão');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista/);
    const busca = page.getByRole('searchbox', { name: 'Pesquisar' });
    await busca.fill('Titular Que Pede Exclusão');
    await busca.press('Enter');
    await page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').filter({ hasText: 'Titular Que Pede Exclusão' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/pessoa\/\d+$/);

    const baixado = new Promise<Download>((resolve) => page.context().once('page', (janela) => janela.on('download', resolve)));
    await page.getByRole('button', { name: 'Dados pessoais (LGPD)' }).click();
    await page.getByRole('menuitem', { name: 'Exportar dados (JSON)' }).click();
    const download = await baixado;
    expect(download.suggestedFilename()).toMatch(/^dados-pessoais-\d+\.json$/);
    const dados = JSON.parse(await readFile(await download.path(), 'utf8')) as { pessoa: { nome: string }; historico: unknown[] };
    expect(dados.pessoa.nome).toBe('Titular Que Pede Exclusão');
    expect(dados.historico).toHaveLength(1);

    await page.getByRole('button', { name: 'Dados pessoais (LGPD)' }).click();
    await page.getByRole('menuitem', { name: 'Anonimizar pessoa' }).click();
    await page.getByRole('alertdialog', { name: 'Anonimizar pessoa' }).getByRole('button', { name: 'Anonimizar' }).click();
    const prompt = page.getByRole('dialog', { name: 'Anonimizar pessoa' });
    await prompt.getByRole('textbox', { name: /Digite ANONIMIZAR para confirmar/ }).fill('anonimizar');
    await prompt.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Pessoa anonimizada. Os registros financeiros foram mantidos sem a identificação.').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista/);

    await busca.fill('Titular Que Pede');
    await busca.press('Enter');
    await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
  });

  await test.step('the reports page emits the birthdays of the period as a spreadsheet, downloaded from its notice', async () => {
    await liberarAvisos(page);
    await page.goto('/#/gestaopessoas/relatorios');
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pessoas cadastradas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aniversariantes do período' })).toBeVisible();

    await page.getByRole('button', { name: 'Emitir Aniversariantes do período' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Aniversariantes do período' });
    await expect(dialogo.getByRole('textbox', { name: /^Data inicial/ })).toHaveValue(/^01\/\d{2}\/\d{4}$/);
    await dialogo.getByRole('textbox', { name: /^Data final/ }).fill('01/01/2000');
    await dialogo.getByRole('button', { name: 'Emitir' }).click();
    await expect(dialogo.getByText('A data final deve ser igual ou posterior à data inicial.')).toBeVisible();
    await dialogo.getByRole('textbox', { name: /^Data inicial/ }).fill('01/01/2026');
    await dialogo.getByRole('textbox', { name: /^Data final/ }).fill('31/12/2026');
    await dialogo.getByRole('radio', { name: 'XLSX' }).check();
    await conferirPagina(page, 'relatorio-aniversariantes');

    const download = await emitirEBaixar(page, dialogo, 'Aniversariantes do período');
    expect(download.suggestedFilename()).toBe('aniversariantes-2026-01-01-a-2026-12-31.xlsx');
    expect((await stat(await download.path())).size).toBeGreaterThan(0);
  });

  await test.step("the register's Imprimir asks the format and prints the filtered list as a PDF", async () => {
    await liberarAvisos(page);
    await page.goto('/#/gestaopessoas/lista?q=silva');
    await expect(page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').first()).toContainText(/silva/i);

    await page.getByRole('button', { name: 'Mais opções' }).click();
    await expect(page.getByRole('menuitem', { name: 'Relatórios' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Imprimir' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Imprimir' });
    await expect(dialogo.getByText('As pessoas da lista, com a pesquisa e os filtros aplicados.')).toBeVisible();
    await expect(dialogo.getByRole('radio', { name: 'PDF' })).toBeChecked();
    await conferirPagina(page, 'imprimir');

    const download = await emitirEBaixar(page, dialogo, 'Pessoas cadastradas');
    expect(download.suggestedFilename()).toMatch(/^pessoas-cadastradas-\d{4}-\d{2}-\d{2}\.pdf$/);
    const conteudo = await readFile(await download.path());
    expect(conteudo.length).toBeGreaterThan(0);
    expect(conteudo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
