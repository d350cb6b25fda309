import { expect, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';
import { chamarApi, sessaoNaSede } from './support/sessoes.ts';

// Portal de Doação on a 360 px phone, keyboard and touch alike: a visitor gives R$ 30 every month
// (a suggested amount), fills in name, CPF and e-mail, accepts the privacy policy, and gets the
// PIX QR code and its copy-and-paste code after the bot check ran in the browser; the gift is in
// the staff's list at once. The calls are the doacao family's (issue 21's contract).

test.use({ viewport: { width: 360, height: 780 } });

test('a visitor gives R$ 30 monthly on a phone and the gift reaches the staff list', async ({ page, request }) => {
  await page.goto('/portal/doacao');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'R$ 30,00' }).click();
  await page.getByRole('radio', { name: 'Todo mês' }).check();
  await page.getByLabel('Nome').fill('Visitante do Portal');
  await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
  await page.getByLabel('E-mail').fill('visitante.portal@example.com');
  const telefone = page.getByLabel(/^Telefone/);
  await telefone.fill('(11) 98765-4321');
  // The rest with the keyboard: Tab to the acceptance, Space to tick it, then Enter on the form.
  await page.getByRole('checkbox', { name: 'Li e aceito a política de privacidade' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Li e aceito a política de privacidade' })).toBeChecked();
  await conferirPagina(page, 'Portal de Doação');
  await page.getByRole('button', { name: 'Doar com PIX' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Obrigado! Pague com PIX' })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByText('Doação mensal de R$ 30,00.', { exact: false })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code PIX da doação de R$ 30,00' })).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await conferirPagina(page, 'Portal de Doação: PIX');

  const admin = await sessaoNaSede(request, 'admin');
  // The staff list searches campaign and txid; the newest gifts first, the visitor's among them.
  const { resultList } = await chamarApi<{ resultList: Record<string, unknown>[] }>(request, admin, 'GET', '/api/doacao/doacoes?page=1&rpp=20&sort=data,desc');
  expect(resultList.filter((linha) => JSON.stringify(linha).includes('Visitante do Portal'))).toHaveLength(1);
});
