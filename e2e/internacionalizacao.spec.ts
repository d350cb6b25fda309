import { entrar, expect, test } from './support/fixtures.ts';
import { violacoesGraves } from './support/inspecao.ts';

// The administrator edits a pt-BR message and the app speaks it at once (the page's own title,
// the configurations card); restoring the default brings the text back. Then a user chooses
// English in the user menu and the shell speaks English. Other specs share the server: the
// message is restored at the end.

const NOVO = 'Idiomas da interface';

test('an edited pt-BR message shows at once in the app, and restoring it brings the default back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);

  await page.goto('/#/configuracoes/internacionalizacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Internacionalização' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar mensagens' }).fill('internacionalizacao');
  await page.getByRole('button', { name: 'Editar a mensagem "Internacionalização"' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar mensagem' });
  const portugues = dialogo.getByRole('textbox', { name: /Português \(Brasil\)/ });
  await portugues.fill(NOVO);
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Mensagem salva.').first()).toBeVisible();
  // No reload: the app reads the languages again and renders the new text.
  await expect(page.getByRole('heading', { level: 1, name: NOVO })).toBeVisible();
  await page.getByRole('switch', { name: 'Somente alteradas' }).check();
  await expect(page.getByRole('table', { name: 'Mensagens da interface' }).getByRole('row')).toHaveCount(2);
  expect(await violacoesGraves(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('internacionalizacao.png'), fullPage: true });

  await page.goto('/#/configuracoes');
  await expect(page.getByRole('link', { name: NOVO })).toBeVisible();

  await page.goto('/#/configuracoes/internacionalizacao');
  await page.getByRole('switch', { name: 'Somente alteradas' }).check();
  await page.getByRole('button', { name: 'Editar a mensagem "Internacionalização"' }).click();
  await dialogo.getByRole('button', { name: 'Restaurar padrão' }).click();
  await expect(portugues).toHaveValue('Internacionalização');
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Internacionalização' })).toBeVisible();
});

test('a user who chooses English sees the shell in English, and back in Portuguese', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/login');
  await entrar(page, 'operador');
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
  const menu = page.getByRole('button', { name: /^Menu do usuário/ });
  await menu.click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'People Management' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.screenshot({ path: test.info().outputPath('english.png'), fullPage: true });

  // The choice stays with the browser.
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'People Management' }).first()).toBeVisible();
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitemradio', { name: 'Português (Brasil)' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Gestão de Pessoas' }).first()).toBeVisible();
});
