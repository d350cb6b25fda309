import sharp from 'sharp';
import { abrirBancoDoE2e, criarUsuario } from './support/banco.ts';
import { campo, entrar, entrarNaInicial, expect, test } from './support/fixtures.ts';

// Each test works on a user of its own, so changing a password leaves the demo logins alone.
async function novoUsuario(login: string, senha: string): Promise<void> {
  const db = await abrirBancoDoE2e();
  try {
    await criarUsuario(db, login, senha);
  } finally {
    await db.destroy();
  }
}

test('the profile edits name and e-mail, and the photo shows in the shell', async ({ page }) => {
  await novoUsuario('e2e_perfil', 'senha-inicial-1');
  await entrarNaInicial(page, 'e2e_perfil', 'senha-inicial-1');
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

test('the password change checks the current password, then the new one works', async ({ page }) => {
  await novoUsuario('e2e_senha', 'senha-antiga-1');
  await entrarNaInicial(page, 'e2e_senha', 'senha-antiga-1');
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
  await entrar(page, 'e2e_senha', 'senha-antiga-1');
  await expect(page.getByText('Usuário ou senha inválidos.').first()).toBeVisible();
  await campo(page, 'Senha').fill('senha-nova-22');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
});

test('password recovery sends a single-use link that sets a new password', async ({ page }) => {
  await novoUsuario('e2e_recupera', 'senha-esquecida-1');
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await campo(page, 'Usuário ou e-mail').fill('e2e_recupera@alicerce.example.com.br');
  await page.getByRole('button', { name: /Enviar/ }).click();
  await expect(page.getByText(/enviaremos as instruções/).first()).toBeVisible();

  const db = await abrirBancoDoE2e();
  const { corpo } = await db
    .selectFrom('email_saida')
    .select('corpo')
    .where('para', '=', 'e2e_recupera@alicerce.example.com.br')
    .executeTakeFirstOrThrow()
    .finally(() => db.destroy());
  const link = /#\/novasenha\?token=[\w-]+/.exec(corpo)?.[0];
  expect(link).toBeTruthy();
  await page.goto(`/${link}`);
  await campo(page, 'Nova senha').fill('recuperada-333');
  await campo(page, 'Confirme a nova senha').fill('recuperada-333');
  await page.getByRole('button', { name: /Salvar|Redefinir/ }).click();
  await expect(page).toHaveURL(/#\/login/);
  await entrar(page, 'e2e_recupera', 'recuperada-333');
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
});
