import { entrar, entrarNaInicial, expect, test } from './support/fixtures.ts';

test('operador skips unit selection and sees only the modules of its tags', async ({ page }) => {
  await entrarNaInicial(page, 'operador');
  await expect(page.getByLabel(/Unidade atual: Sede/)).toBeVisible();
  const modulos = page.getByRole('navigation', { name: 'Módulos' });
  await expect(modulos.getByRole('link')).toHaveText(['Gestão de Pessoas', 'Mensagens']);
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

test('admin sees the configuration module that operador does not', async ({ page }) => {
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();
  const modulos = page.getByRole('navigation', { name: 'Módulos' });
  await expect(modulos.getByRole('link')).toHaveText(['Gestão de Pessoas', 'Financeiro', 'Registro de Intervalo', 'Mensagens', 'Configurações']);
});

test('operador gets 403 from GET /api/usuarios', async ({ page }) => {
  await entrarNaInicial(page, 'operador');
  const token = await page.evaluate(() => localStorage.getItem('alicerce.token'));
  expect(token).toBeTruthy();
  const r = await page.request.get('/api/usuarios', { headers: { 'X-AUTH-TOKEN': token ?? '' } });
  expect(r.status()).toBe(403);
  expect(await r.json()).toEqual({ message: 'Você não possui permissão para acessar essa funcionalidade' });
});
