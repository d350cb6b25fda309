import type { Page } from '@playwright/test';
import { abrirBancoDoE2e } from './support/banco.ts';
import { campo, entrar, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';

// The administrator configures the institution: sees the configuration module and its screens'
// headings, is told why a wrong form is not saved, renames the institution and sends a test e-mail to the outbox,
// edits a message of the interface, and gives a new user a permission group holding only the
// break-interval tag; the user sets a password from the e-mailed link and sees only that module.
// What changes the whole server (the name, the message) is restored before the step ends.

const GRUPO = 'Equipe de intervalos E2E';
const LOGIN = 'e2e_intervalos';
const EMAIL = `${LOGIN}@alicerce.example.com.br`;

/** Picks one record in a multiple autocomplete (Fluent's multiselect list is a menu of checkboxes). */
async function escolherVarios(page: Page, rotulo: string, texto: string, opcao: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: rotulo });
  await combobox.click();
  await combobox.pressSequentially(texto);
  await page.getByRole('menuitemcheckbox', { name: opcao }).click();
  await combobox.press('Escape');
  await expect(page.getByLabel(`${rotulo}: selecionados`)).toContainText(opcao);
}

async function abrirConfiguracao(page: Page, tela: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Configurações' }).click();
  await page.getByRole('list', { name: 'Telas de configuração' }).getByRole('link', { name: tela }).click();
}

async function linkDoEmail(para: string): Promise<string> {
  const db = await abrirBancoDoE2e();
  try {
    const { corpo } = await db.selectFrom('email_saida').select('corpo').where('para', '=', para).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const link = /#\/novasenha\?token=[\w-]+/.exec(corpo)?.[0];
    if (!link) throw new Error(`sem link no e-mail para ${para}`);
    return link;
  } finally {
    await db.destroy();
  }
}

test('the administrator configures the institution, its messages and a user limited to one module', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarNaSede(page);

  await test.step('admin sees the configuration module that operador does not', async () => {
    const modulos = page.getByRole('navigation', { name: 'Módulos' });
    await expect(modulos.getByRole('link')).toHaveText(['Gestão de Pessoas', 'Financeiro', 'Aprovação Financeira', 'Projetos', 'Mobilização', 'Registro de Intervalo', 'Patrimônio', 'Doações', 'Suprimentos', 'Atendimento', 'Comunicados', 'CEBAS', 'Portal da Transparência', 'Mensagens', 'Configurações']);
  });

  await test.step("each configuration screen is headed by its name, a record's form by the record", async () => {
    const db = await abrirBancoDoE2e();
    const [admin, sede, grupo] = await Promise.all([
      db.selectFrom('usuario').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow(),
      db.selectFrom('unidade').select('id').where('nome', '=', 'Sede').executeTakeFirstOrThrow(),
      db.selectFrom('grupo_permissao').select('id').where('nome', '=', 'Cadastro de Pessoas').executeTakeFirstOrThrow(),
    ]).finally(() => db.destroy());
    // Their accessibility and width are the sweep's (e2e/acessibilidade.spec.ts).
    const telas = [
      ['/#/configuracoes', 'Configurações'],
      ['/#/configuracoes/usuarios', 'Usuários'],
      ['/#/configuracoes/usuarios/novo', 'Usuários'],
      [`/#/configuracoes/usuarios/${admin.id}`, 'Administrador'],
      ['/#/configuracoes/grupopermissao', 'Grupos de permissão'],
      [`/#/configuracoes/grupopermissao/${grupo.id}`, 'Cadastro de Pessoas'],
      ['/#/configuracoes/unidades', 'Unidades'],
      [`/#/configuracoes/unidade/${sede.id}`, 'Sede'],
    ] as const;
    for (const [endereco, titulo] of telas) {
      await page.goto(endereco);
      await expect(page.getByRole('heading', { level: 1, name: titulo }), endereco).toBeVisible();
    }
  });

  await test.step('Salvar straight from a wrong field saves nothing and says why, at the first click', async () => {
    await liberarAvisos(page);
    await page.goto('/#/configuracoes/unidades/novo');
    await campo(page, 'E-mail').fill('sem-arroba');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const formulario = page.getByRole('form', { name: 'Unidades' });
    await expect(formulario.getByText('Existem erros no formulário, revise-o salve novamente.')).toBeVisible();
    await expect(formulario.getByText('Email inválido')).toBeVisible();
    await expect(formulario.getByText('Preenchimento obrigatório.').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/configuracoes\/unidades\/novo$/);
  });

  await test.step('the administrator renames the institution and sends a test e-mail to the outbox', async () => {
    await liberarAvisos(page);
    const NOME = 'Instituto Alicerce E2E';
    const PARA = 'teste-e2e@alicerce.example.com.br';
    await page.goto('/#/configuracoes/parametro');
    const nome = campo(page, 'Nome da instituição');
    await expect(nome).toHaveValue('Instituto Alicerce');
    await nome.fill(NOME);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Parâmetros salvos.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restaurar padrão de Nome da instituição' })).toBeVisible();
    await conferirPagina(page, 'parametro');

    await page.reload();
    await expect(page.getByRole('banner').getByText(NOME)).toBeVisible();

    await page.goto('/#/configuracoes/parametroemail');
    await expect(page.getByText('Nenhum servidor SMTP configurado: os e-mails ficam na caixa de saída abaixo.')).toBeVisible();
    await campo(page, 'Enviar para').fill(PARA);
    await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
    await expect(page.getByText('Não há servidor SMTP configurado: o e-mail de teste foi guardado na caixa de saída.').first()).toBeVisible();
    const primeira = page.getByRole('table', { name: 'Caixa de saída' }).getByRole('row').nth(1);
    await expect(primeira).toContainText(PARA);
    await expect(primeira).toContainText('E-mail de teste do Alicerce');
    await expect(primeira).toContainText('Na caixa de saída');
    await primeira.getByRole('button', { name: /^Ler o e-mail/ }).click();
    await expect(page.getByRole('dialog').getByText(/Este é um e-mail de teste/)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await conferirPagina(page, 'parametroemail');

    await page.goto('/#/configuracoes/parametro');
    await page.getByRole('button', { name: 'Restaurar padrão de Nome da instituição' }).click();
    await expect(nome).toHaveValue('Instituto Alicerce');
    await expect(page.getByRole('banner').getByText('Instituto Alicerce', { exact: true })).toBeVisible();
  });

  await test.step('an edited pt-BR message shows at once in the app, and restoring it brings the default back', async () => {
    await liberarAvisos(page);
    const NOVO = 'Idiomas da interface';
    await page.goto('/#/configuracoes/internacionalizacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Internacionalização' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Pesquisar mensagens' }).fill('internacionalizacao');
    await page.getByRole('button', { name: 'Editar a mensagem "Internacionalização"' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Editar mensagem' });
    const portugues = dialogo.getByRole('textbox', { name: /Português \(Brasil\)/ });
    await portugues.fill(NOVO);
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(page.getByText('Mensagem salva.').first()).toBeVisible();
    // No reload: the app reads the languages again and renders the new text.
    await expect(page.getByRole('heading', { level: 1, name: NOVO })).toBeVisible();
    await page.getByRole('switch', { name: 'Somente alteradas' }).check();
    await expect(page.getByRole('table', { name: 'Mensagens da interface' }).getByRole('row')).toHaveCount(2);
    await conferirPagina(page, 'internacionalizacao');

    await page.goto('/#/configuracoes');
    await expect(page.getByRole('link', { name: NOVO })).toBeVisible();

    await page.goto('/#/configuracoes/internacionalizacao');
    await page.getByRole('switch', { name: 'Somente alteradas' }).check();
    await page.getByRole('button', { name: 'Editar a mensagem "Internacionalização"' }).click();
    await dialogo.getByRole('button', { name: 'Restaurar padrão' }).click();
    await expect(portugues).toHaveValue('Internacionalização');
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Internacionalização' })).toBeVisible();
  });

  await test.step('a user created with a limited permission group sees only the allowed module', async () => {
    await liberarAvisos(page);
    // The family's root lists its screens; the permission group: the catalogue's tags grouped by module.
    await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Configurações' }).click();
    const telas = page.getByRole('list', { name: 'Telas de configuração' });
    for (const tela of ['Usuários', 'Grupos de permissão', 'Unidades', 'Setores']) await expect(telas.getByRole('link', { name: tela })).toBeVisible();
    await abrirConfiguracao(page, 'Grupos de permissão');
    await page.getByRole('button', { name: 'Novo' }).click();
    await campo(page, 'Nome').fill(GRUPO);
    await campo(page, 'Descrição').fill('Só registram os próprios intervalos.');
    const intervalos = page.getByRole('group', { name: 'Permissões de Registro de Intervalo' });
    await intervalos.getByRole('checkbox', { name: /Registrar os próprios intervalos/ }).check();
    await expect(page.getByText('1 permissão selecionada')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/configuracoes\/grupopermissao(\?.*)?$/);
    await expect(page.getByRole('link', { name: new RegExp(GRUPO) }).first()).toBeVisible();

    // The user: unit Sede and that group; the account's password comes by e-mail (in the outbox: no SMTP here).
    await abrirConfiguracao(page, 'Usuários');
    await page.getByRole('button', { name: 'Novo' }).click();
    await campo(page, 'Login').fill(LOGIN);
    await campo(page, 'Nome').fill('Intervalos de Teste');
    await campo(page, 'E-mail').fill(EMAIL);
    await escolherVarios(page, 'Unidades', 'Sede', 'Sede');
    await escolherVarios(page, 'Grupos de permissão', 'intervalos E2E', GRUPO);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(/^Usuário criado\. Nenhum servidor de e-mail está configurado/).first()).toBeVisible();
    await expect(page).toHaveURL(/#\/configuracoes\/usuarios(\?.*)?$/);
    await expect(page.getByText(EMAIL)).toBeVisible();

    // The account's actions ask first (the dialog is a real alertdialog in the browser).
    await page.getByRole('link', { name: /Intervalos de Teste/ }).first().click();
    await expect(campo(page, 'Login')).toHaveValue(LOGIN);
    await page.getByRole('button', { name: 'Encerrar sessões' }).click();
    const dialogo = page.getByRole('alertdialog');
    await expect(dialogo).toContainText('O usuário perde o acesso em todos os dispositivos e precisará entrar de novo. Encerrar todas as sessões dele?');
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();

    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/#\/login/);

    // The new user creates the password from the e-mail and signs in (one unit: chosen at login).
    await page.goto(`/${await linkDoEmail(EMAIL)}`);
    await campo(page, 'Nova senha').fill('intervalos-e2e-1');
    await campo(page, 'Confirme a nova senha').fill('intervalos-e2e-1');
    await page.getByRole('button', { name: /Salvar|Redefinir/ }).click();
    await expect(page).toHaveURL(/#\/login/);
    await entrar(page, LOGIN, 'intervalos-e2e-1');
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
    // Of the modules guarded by tags, only the group's (modules open to every user, as messages, may show too).
    const modulos = page.getByRole('navigation', { name: 'Módulos' });
    await expect(modulos.getByRole('link', { name: 'Registro de Intervalo' })).toBeVisible();
    const nomes = await modulos.getByRole('link').allTextContents();
    for (const outro of ['Gestão de Pessoas', 'Financeiro', 'Configurações']) expect(nomes).not.toContain(outro);
    await expect(page.getByText('Você não possui permissão para acessar essa funcionalidade')).toBeVisible();

    // The server refuses what the group does not hold, whatever the client shows.
    const token = await page.evaluate(() => localStorage.getItem('alicerce.token'));
    const pessoas = await page.request.post('/api/pessoas/filter', { headers: { 'X-AUTH-TOKEN': token ?? '' }, data: {} });
    expect(pessoas.status()).toBe(403);
    const usuarios = await page.request.get('/api/usuarios', { headers: { 'X-AUTH-TOKEN': token ?? '' } });
    expect(usuarios.status()).toBe(403);
    await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Registro de Intervalo' }).click();
    await expect(page).toHaveURL(/#\/registrointervalo\/intervalos$/);
  });
});
