import sharp from 'sharp';
import { abrirBancoDoE2e, criarUsuario } from './support/banco.ts';
import { campo, entrar, entrarNaInicial, expect, liberarAvisos, test } from './support/fixtures.ts';

// A user's own profile, on a user of its own (changing a password leaves the demo logins alone):
// name and e-mail edited, a photo that shows in the shell, then a new password that works.

test('a user edits the profile and its photo, then changes the password', async ({ page }) => {
  test.setTimeout(120_000);
  const db = await abrirBancoDoE2e();
  try {
    await criarUsuario(db, 'e2e_perfil', 'senha-antiga-1');
  } finally {
    await db.destroy();
  }
  await entrarNaInicial(page, 'e2e_perfil', 'senha-antiga-1');

  await test.step('the profile edits name and e-mail, and the photo shows in the shell', async () => {
    await page.goto('/#/perfilusuario/dados');
    await campo(page, 'Nome').fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Preenchimento obrigatório.').first()).toBeVisible();

    await campo(page, 'Nome').fill('Beatriz Nascimento');
    await campo(page, 'E-mail').fill('beatriz@alicerce.example.com.br');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Perfil atualizado.').first()).toBeVisible();
    await page.reload();
    await expect(campo(page, 'Nome')).toHaveValue('Beatriz Nascimento');
    await expect(page.getByRole('button', { name: 'Menu do usuário Beatriz Nascimento' })).toBeVisible();

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } }).png().toBuffer();
    await page.getByLabel('Arquivo da foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Foto atualizada.').first()).toBeVisible();
    const foto = page.getByRole('button', { name: /Menu do usuário/ }).locator('img');
    await expect(foto).toBeVisible();
    expect(await foto.getAttribute('src')).toMatch(/\/api\/usuarios\/\d+\/foto\?.*authtoken=/);
    // Visible is not loaded: wait until the browser has decoded the resized photo.
    await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('the password change checks the current password, then the new one works', async () => {
    await liberarAvisos(page);
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
    await expect(page).toHaveURL(/#\/perfilusuario\/alteracaosenha$/);

    await campo(page, 'Senha atual').fill('nao-e-esta');
    await campo(page, 'Nova senha').fill('senha-nova-22');
    await campo(page, 'Confirme a nova senha').fill('senha-nova-22');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Senha atual incorreta.').first()).toBeVisible();

    await campo(page, 'Senha atual').fill('senha-antiga-1');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Senha alterada com sucesso.').first()).toBeVisible();

    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await entrar(page, 'e2e_perfil', 'senha-antiga-1');
    await expect(page.getByText('Usuário ou senha inválidos.').first()).toBeVisible();
    await campo(page, 'Senha').fill('senha-nova-22');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
  });
});
