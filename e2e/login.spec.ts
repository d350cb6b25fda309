import { campo, entrar, entrarNaInicial, expect, test } from './support/fixtures.ts';

test('a wrong password shows the error and stays on login', async ({ page }) => {
  await page.goto('/#/login');
  await entrar(page, 'admin', 'senha-errada');
  await expect(page.getByText('Usuário ou senha inválidos.').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});

test('a deep link without a session goes to login and comes back after login and unit selection', async ({ page }) => {
  await page.goto('/#/perfilusuario/dados');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fperfilusuario%2Fdados$/);
  await entrar(page, 'admin');
  await expect(page).toHaveURL(/#\/selecaounidade\?redirect=%2Fperfilusuario%2Fdados$/);
  await page.getByRole('button', { name: /Unidade Norte/ }).click();
  await expect(page).toHaveURL(/#\/perfilusuario\/dados$/);
  await expect(campo(page, 'Nome')).toHaveValue('Administrador');
  await expect(page.getByLabel(/Unidade atual: Unidade Norte/)).toBeVisible();
});

test('a signed-in user opening login goes to the start page; unknown paths too', async ({ page }) => {
  await page.goto('/#/login');
  await entrar(page, 'operador');
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
  await page.goto('/#/login');
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
  await page.goto('/#/nao/existe');
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
});

test('the section root selects the first tab the user may see', async ({ page }) => {
  await entrarNaInicial(page, 'operador');
  await page.goto('/#/perfilusuario');
  await expect(page).toHaveURL(/#\/perfilusuario\/dados$/);
  await expect(page.getByRole('tab', { name: 'Dados' })).toHaveAttribute('aria-selected', 'true');
});

test('the permission catalogue is public', async ({ page }) => {
  await page.goto('/#/planopermissao');
  await expect(page.getByText('gestaopessoas.pessoa.desativar')).toBeVisible();
  await expect(page.getByText('Desativar pessoas selecionadas.')).toBeVisible();
});
