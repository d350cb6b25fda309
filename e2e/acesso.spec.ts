import { entrarNaInicial, expect, test } from './support/fixtures.ts';

test('operador skips unit selection and sees only the modules of its tags', async ({ page }) => {
  await entrarNaInicial(page, 'operador');
  await expect(page.getByLabel(/Unidade atual: Sede/)).toBeVisible();
  const modulos = page.getByRole('navigation', { name: 'Módulos' });
  await expect(modulos.getByRole('link')).toHaveText(['Gestão de Pessoas']);
  await expect(page.getByRole('table')).toBeVisible();
});

test('operador gets 403 from GET /api/usuarios', async ({ page }) => {
  await entrarNaInicial(page, 'operador');
  const token = await page.evaluate(() => localStorage.getItem('alicerce.token'));
  expect(token).toBeTruthy();
  const r = await page.request.get('/api/usuarios', { headers: { 'X-AUTH-TOKEN': token ?? '' } });
  expect(r.status()).toBe(403);
  expect(await r.json()).toEqual({ message: 'Você não possui permissão para acessar essa funcionalidade' });
});
