import type { Page } from '@playwright/test';
import { abrirBancoDoE2e } from './support/banco.ts';
import { campo, entrarNaInicial, expect, liberarAvisos, test } from './support/fixtures.ts';

// Operador's day: the demo's people-register user of Sede only. Signs in with the keyboard, sees
// only the modules and actions of its tags, is refused the rest by client and server, creates a
// person, works in English for a moment, signs out, and later finds its session expired.

const linhas = (page: Page) =>
  page.getByRole('table', { name: 'Pessoas' }).locator('[role=row][aria-rowindex]:not([aria-rowindex="1"])');

test("operador's journey: its modules and actions only, a person created, English, logout, an expired session", async ({ page }) => {
  test.setTimeout(300_000);

  await test.step('the login works with the keyboard alone', async () => {
    await page.goto('/#/login');
    await page.getByRole('textbox', { name: 'Usuário', exact: true }).focus();
    await page.keyboard.type('operador');
    await page.keyboard.press('Tab');
    await page.keyboard.type('operador');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
  });

  await test.step('operador skips unit selection and sees only the modules of its tags', async () => {
    await liberarAvisos(page);
    await expect(page.getByLabel(/Unidade atual: Sede/)).toBeVisible();
    const modulos = page.getByRole('navigation', { name: 'Módulos' });
    await expect(modulos.getByRole('link')).toHaveText(['Gestão de Pessoas', 'Comunicados', 'Mensagens']);
    // The people register opens in its Grade view: the people as cards.
    await expect(page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').first()).toBeVisible();
    // A screen without the tag says so in the shell, where the user asked for it.
    for (const tela of ['/gestaopessoas/grupo', '/configuracoes/setores']) {
      await page.goto(`/#${tela}`);
      await expect(page.getByText('Você não possui permissão para acessar essa funcionalidade')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`#${tela}$`));
      await expect(modulos.getByRole('link', { name: 'Gestão de Pessoas' })).toBeVisible();
    }
  });

  await test.step('a signed-in user opening login goes to the start page; unknown paths too', async () => {
    await liberarAvisos(page);
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
    await page.goto('/#/nao/existe');
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
  });

  await test.step('the section root selects the first tab the user may see', async () => {
    await liberarAvisos(page);
    await page.goto('/#/perfilusuario');
    await expect(page).toHaveURL(/#\/perfilusuario\/dados$/);
    await expect(page.getByRole('tab', { name: 'Dados' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('operador gets 403 from GET /api/usuarios', async () => {
    await liberarAvisos(page);
    const token = await page.evaluate(() => localStorage.getItem('alicerce.token'));
    expect(token).toBeTruthy();
    const r = await page.request.get('/api/usuarios', { headers: { 'X-AUTH-TOKEN': token ?? '' } });
    expect(r.status()).toBe(403);
    expect(await r.json()).toEqual({ message: 'Você não possui permissão para acessar essa funcionalidade' });
  });

  await test.step('operador sees no Desativar and no Importação, and the import page is closed to them', async () => {
    await liberarAvisos(page);
    await page.goto('/#/gestaopessoas/lista');
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(page).toHaveURL(/vista=lista/);
    await linhas(page).first().getByRole('checkbox', { name: 'Selecionar linha' }).check();
    await expect(page.getByRole('button', { name: 'Desativar Selecionado(s)' })).toBeHidden();
    await page.getByRole('button', { name: 'Mais opções' }).click();
    await expect(page.getByRole('menuitem', { name: 'Imprimir' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Importação' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/#/gestaopessoas/importacao');
    await expect(page.getByText('Você não possui permissão para acessar essa funcionalidade')).toBeVisible();
    await expect(page.getByLabel('Arraste e solte a planilha (CSV ou XLSX) aqui ou clique para selecionar')).toHaveCount(0);
  });

  await test.step('operador sees no LGPD actions on a person', async () => {
    await liberarAvisos(page);
    await page.goto('/#/gestaopessoas/novo');
    await campo(page, 'Nome').fill('Pessoa Do Operador');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista/);
    // Saving returns to the list as it was left (the Lista view above): the register's own address opens the cards.
    await page.goto('/#/gestaopessoas/lista');
    const busca = page.getByRole('searchbox', { name: 'Pesquisar' });
    await busca.fill('Pessoa Do Operador');
    await busca.press('Enter');
    await page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').filter({ hasText: 'Pessoa Do Operador' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/pessoa\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Pessoa Do Operador');
    await expect(page.getByRole('button', { name: 'Dados pessoais (LGPD)' })).toHaveCount(0);
  });

  await test.step('a user who chooses English sees the shell in English, and back in Portuguese', async () => {
    await liberarAvisos(page);
    await page.getByRole('button', { name: /^Menu do usuário/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'People Management' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The choice stays with the browser.
    await page.reload();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'People Management' }).first()).toBeVisible();
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Português (Brasil)' }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Gestão de Pessoas' }).first()).toBeVisible();
  });

  await test.step('logout ends the session on the server', async () => {
    await liberarAvisos(page);
    const token = (await page.evaluate(() => localStorage.getItem('alicerce.token'))) ?? '';
    // Choosing a language keeps the user menu open (a checkable item): close it first, so the
    // button opens it rather than closing it while Sair is clicked.
    const menu = page.getByRole('menu', { name: /Menu do usuário/ });
    if (await menu.isVisible()) await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('alicerce.token'))).toBeNull();
    const r = await page.request.get('/api/context', { headers: { 'X-AUTH-TOKEN': token } });
    expect(r.status()).toBe(401);
  });

  await test.step('an expired session shows the message, then clears storage and returns to login', async () => {
    await liberarAvisos(page);
    await entrarNaInicial(page, 'operador');
    await expect(page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').first()).toBeVisible();
    const db = await abrirBancoDoE2e();
    try {
      const operador = db.selectFrom('usuario').select('id').where('login', '=', 'operador');
      await db.updateTable('sessao').set({ ultimo_uso_em: new Date(Date.now() - 3600_000) }).where('usuario_id', '=', operador).execute();
    } finally {
      await db.destroy();
    }
    await page.getByLabel('Pesquisar').first().fill('silva');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByText('Sessão expirada. Faça login novamente.').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/login/, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});
