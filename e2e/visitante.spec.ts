import { abrirBancoDoE2e, criarUsuario } from './support/banco.ts';
import { campo, entrar, expect, liberarAvisos, test } from './support/fixtures.ts';

// Before and around a session: the public permission catalogue, a wrong password, a deep link
// that survives the login and the unit selection, and a forgotten password recovered by e-mail.

test('a visitor: the public catalogue, a wrong password, a deep link kept through login, a password recovered', async ({ page }) => {
  test.setTimeout(120_000);

  await test.step('the permission catalogue is public', async () => {
    await page.goto('/#/planopermissao');
    await expect(page.getByText('gestaopessoas.pessoa.desativar')).toBeVisible();
    await expect(page.getByText('Desativar pessoas selecionadas.')).toBeVisible();
  });

  await test.step('a wrong password shows the error and stays on login', async () => {
    await liberarAvisos(page);
    await page.goto('/#/login');
    await entrar(page, 'admin', 'senha-errada');
    await expect(page.getByText('Usuário ou senha inválidos.').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });

  await test.step('a deep link without a session goes to login and comes back after login and unit selection', async () => {
    await liberarAvisos(page);
    await page.goto('/#/perfilusuario/dados');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fperfilusuario%2Fdados$/);
    await entrar(page, 'admin');
    await expect(page).toHaveURL(/#\/selecaounidade\?redirect=%2Fperfilusuario%2Fdados$/);
    await page.getByRole('button', { name: /Unidade Norte/ }).click();
    await expect(page).toHaveURL(/#\/perfilusuario\/dados$/);
    await expect(campo(page, 'Nome')).toHaveValue('Administrador');
    await expect(page.getByLabel(/Unidade atual: Unidade Norte/)).toBeVisible();
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/#\/login/);
  });

  await test.step('password recovery sends a single-use link that sets a new password', async () => {
    await liberarAvisos(page);
    const db = await abrirBancoDoE2e();
    try {
      await criarUsuario(db, 'e2e_recupera', 'senha-esquecida-1');
    } finally {
      await db.destroy();
    }
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await campo(page, 'Usuário ou e-mail').fill('e2e_recupera@alicerce.example.com.br');
    await page.getByRole('button', { name: /Enviar/ }).click();
    await expect(page.getByText(/enviaremos as instruções/).first()).toBeVisible();

    const banco = await abrirBancoDoE2e();
    const { corpo } = await banco
      .selectFrom('email_saida')
      .select('corpo')
      .where('para', '=', 'e2e_recupera@alicerce.example.com.br')
      .executeTakeFirstOrThrow()
      .finally(() => banco.destroy());
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
});
