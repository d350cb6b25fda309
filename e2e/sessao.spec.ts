import { abrirBancoDoE2e } from './support/banco.ts';
import { entrarNaInicial, expect, test } from './support/fixtures.ts';

test('logout ends the session on the server', async ({ page }) => {
  await entrarNaInicial(page, 'operador');
  const token = (await page.evaluate(() => localStorage.getItem('alicerce.token'))) ?? '';
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate(() => localStorage.getItem('alicerce.token'))).toBeNull();
  const r = await page.request.get('/api/context', { headers: { 'X-AUTH-TOKEN': token } });
  expect(r.status()).toBe(401);
});

test('an expired session shows the message, then clears storage and returns to login', async ({ page }) => {
  await entrarNaInicial(page, 'operador');
  await expect(page.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').first()).toBeVisible();
  const db = await abrirBancoDoE2e();
  try {
    await db.updateTable('sessao').set({ ultimo_uso_em: new Date(Date.now() - 3600_000) }).execute();
  } finally {
    await db.destroy();
  }
  await page.getByLabel('Pesquisar').first().fill('silva');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('Sessão expirada. Faça login novamente.').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/login/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
