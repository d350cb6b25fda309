import type { Page } from '@playwright/test';
import { abrirBancoDoE2e } from './support/banco.ts';
import { campo, entrar, expect, test } from './support/fixtures.ts';
import { violacoesGraves } from './support/inspecao.ts';

// An administrator gives a new user a permission group holding only the break-interval tag;
// the user sets a password from the e-mailed link and sees only that module.

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

test('a user created with a limited permission group sees only the allowed module', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  test.setTimeout(120_000);
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();

  // The family's root lists its screens; the permission group: the catalogue's tags grouped by module.
  await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Configurações' }).click();
  const telas = page.getByRole('list', { name: 'Telas de configuração' });
  for (const tela of ['Usuários', 'Grupos de permissão', 'Unidades', 'Setores']) await expect(telas.getByRole('link', { name: tela })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('configuracoes.png') });
  await abrirConfiguracao(page, 'Grupos de permissão');
  await page.getByRole('button', { name: 'Novo' }).click();
  await campo(page, 'Nome').fill(GRUPO);
  await campo(page, 'Descrição').fill('Só registram os próprios intervalos.');
  const intervalos = page.getByRole('group', { name: 'Permissões de Registro de Intervalo' });
  await intervalos.getByRole('checkbox', { name: /Registrar os próprios intervalos/ }).check();
  await expect(page.getByText('1 permissão selecionada')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('grupo-formulario.png'), fullPage: true });
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
  await page.screenshot({ path: test.info().outputPath('usuario-formulario.png'), fullPage: true });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(/^Usuário criado\. Nenhum servidor de e-mail está configurado/).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/configuracoes\/usuarios(\?.*)?$/);
  await expect(page.getByText(EMAIL)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('usuarios-lista.png'), fullPage: true });

  // The account's actions ask first (the dialog is a real alertdialog in the browser).
  await page.getByRole('link', { name: /Intervalos de Teste/ }).first().click();
  await expect(campo(page, 'Login')).toHaveValue(LOGIN);
  await page.screenshot({ path: test.info().outputPath('usuario-edicao.png'), fullPage: true });
  await page.getByRole('button', { name: 'Encerrar sessões' }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText('Deseja realmente encerrar todas as sessões deste usuário?');
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

for (const largura of [1280, 360]) {
  test.describe(`at ${largura} px`, () => {
    test.use({ viewport: { width: largura, height: 800 } });

    test('the configuration screens have no serious accessibility violation and no sideways scroll', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/#/login');
      await entrar(page, 'admin');
      await page.getByRole('button', { name: /Sede/ }).click();
      await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
      const db = await abrirBancoDoE2e();
      const [admin, sede, grupo] = await Promise.all([
        db.selectFrom('usuario').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow(),
        db.selectFrom('unidade').select('id').where('nome', '=', 'Sede').executeTakeFirstOrThrow(),
        db.selectFrom('grupo_permissao').select('id').where('nome', '=', 'Cadastro de Pessoas').executeTakeFirstOrThrow(),
      ]).finally(() => db.destroy());
      const rotas = [
        ['/#/configuracoes', 'Configurações'],
        ['/#/configuracoes/usuarios', 'Usuários'],
        ['/#/configuracoes/usuarios/novo', 'Usuários'],
        // A record's form is headed by the record.
        [`/#/configuracoes/usuarios/${admin.id}`, 'Administrador'],
        ['/#/configuracoes/grupopermissao', 'Grupos de permissão'],
        [`/#/configuracoes/grupopermissao/${grupo.id}`, 'Grupos de permissão'],
        ['/#/configuracoes/unidades', 'Unidades'],
        [`/#/configuracoes/unidade/${sede.id}`, 'Sede'],
      ] as const;
      for (const [rota, titulo] of rotas) {
        await page.goto(rota);
        await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
        // The record's fields (or the list's rows) have arrived.
        await expect(page.getByText('Carregando', { exact: false })).toHaveCount(0);
        expect(await violacoesGraves(page), rota).toEqual([]);
        const larguraDoConteudo = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(larguraDoConteudo, rota).toBeLessThanOrEqual(largura);
      }
    });
  });
}
