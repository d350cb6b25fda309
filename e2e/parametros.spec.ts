import { campo, entrar, expect, test } from './support/fixtures.ts';
import { violacoesGraves } from './support/inspecao.ts';

// The administrator renames the institution (the top bar shows it after a reload) and sends a
// test e-mail, which, with no SMTP server, lands in the outbox listed on the same page. The
// name is restored at the end: other specs share the server.

const NOME = 'Instituto Alicerce E2E';
const PARA = 'teste-e2e@alicerce.example.com.br';

test('the administrator renames the institution and sends a test e-mail to the outbox', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);

  await page.goto('/#/configuracoes/parametro');
  const nome = campo(page, 'Nome da instituição');
  await expect(nome).toHaveValue('Instituto Alicerce');
  await nome.fill(NOME);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Parâmetros salvos.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restaurar padrão de Nome da instituição' })).toBeVisible();
  expect(await violacoesGraves(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('parametro.png'), fullPage: true });

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
  expect(await violacoesGraves(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('parametroemail.png'), fullPage: true });

  await page.goto('/#/configuracoes/parametro');
  await page.getByRole('button', { name: 'Restaurar padrão de Nome da instituição' }).click();
  await expect(nome).toHaveValue('Instituto Alicerce');
  await expect(page.getByRole('banner').getByText('Instituto Alicerce', { exact: true })).toBeVisible();
});
