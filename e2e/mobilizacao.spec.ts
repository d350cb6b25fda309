import type { Page } from '@playwright/test';
import type { FichaDoDoador, ReservaDoOperador } from '../src/shared/api/telemarketing.ts';
import { expect, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';
import { abrirComo, chamarApi, sessaoNaSede } from './support/sessoes.ts';

// Mobilização › Agenda: the demo's telemarketing operator opens the agenda (two callbacks due
// today first), takes the next donor, sees their contacts, colaborações and last calls, records a
// promise (a new colaboração of R$ 40,00 a month, by débito automático: refused until the donor's
// agency and account are given) with a callback for tomorrow, and the donor leaves the agenda; then, on a 360 px phone, takes the next one and gives them back.

/** FOTOS_DA_MOBILIZACAO=<folder> keeps screenshots of the agenda's screens there, to look at (out of the repository). */
async function foto(pagina: Page, nome: string): Promise<void> {
  const pasta = process.env.FOTOS_DA_MOBILIZACAO;
  if (pasta !== undefined) await pagina.screenshot({ path: `${pasta}/${nome}.png`, fullPage: true });
}

/** Tomorrow at 10:00, as the datetime field takes it (the browser runs in São Paulo). */
function amanhaAsDez(): string {
  const amanha = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const dia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(amanha);
  return `${dia}T10:00`;
}

test('an operator works the agenda and records a promise with a callback', async ({ page, request }) => {
  const token = await sessaoNaSede(request, 'teleoperador');
  await page.setViewportSize({ width: 1440, height: 900 });
  await abrirComo(page, token, '/#/mobilizacao/telemarketing/agenda');
  let doador = 0;

  await test.step('the agenda opens with the callbacks due today', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda do telemarketing' })).toBeVisible();
    const agenda = page.getByRole('list', { name: 'Agenda de hoje' });
    await expect(agenda.getByRole('listitem').first()).toContainText('Retorno agendado');
    await expect(agenda.getByRole('listitem').nth(1)).toContainText('Retorno agendado');
    await foto(page, 'agenda-1440');
    await conferirPagina(page, 'agenda do telemarketing');
  });

  await test.step('take the next donor: their contacts, colaborações and last calls on one screen', async () => {
    await page.getByRole('button', { name: 'Pegar o próximo doador' }).click();
    await expect(page.getByText(/^Reservado para você até \d{2}:\d{2}$/)).toBeVisible();
    const reserva = await chamarApi<{ reserva: ReservaDoOperador }>(request, token, 'GET', '/api/mobilizacao/telemarketing/agenda');
    doador = reserva.reserva.pessoaId;
    await expect(page.getByRole('heading', { level: 1, name: reserva.reserva.nome })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Últimas ligações' })).toContainText('Pediu para ligar depois');
  });

  await test.step('record a promise of R$ 40,00 a month by débito automático and a callback for tomorrow', async () => {
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Prometeu colaborar' }).click();
    await page.getByRole('textbox', { name: 'Valor mensal' }).fill('40,00');
    await page.getByRole('spinbutton', { name: 'Dia do mês' }).fill('10');
    await page.getByLabel('Próxima ligação').fill(amanhaAsDez());
    await page.getByRole('textbox', { name: 'Observação' }).fill('Aceitou colaborar todo mês.');
    await page.getByRole('combobox', { name: 'Forma de cobrança' }).click();
    await page.getByRole('option', { name: 'Débito automático' }).click();
    await page.getByRole('button', { name: 'Registrar ligação' }).click();
    await expect(page.getByText('No débito automático, informe a agência e a conta do doador.')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Agência do débito' }).fill('0801');
    await page.getByRole('textbox', { name: 'Conta do débito' }).fill('123456');
    await foto(page, 'ligacao-1440');
    await conferirPagina(page, 'registro da ligação');
    await page.getByRole('button', { name: 'Registrar ligação' }).click();
    await expect(page.getByText('Ligação registrada.').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda do telemarketing' })).toBeVisible();
    const ficha = await chamarApi<FichaDoDoador>(request, token, 'GET', `/api/mobilizacao/telemarketing/doadores/${doador}`);
    expect(ficha.colaboracoes).toContainEqual(expect.objectContaining({ valor: 40, diaDoMes: 10, forma: 'DEBITO_AUTOMATICO', situacao: 'ATIVA', debitoAgencia: '0801', debitoConta: '123456' }));
    expect(ficha.ligacoes[0]).toMatchObject({ situacao: 'Prometeu colaborar', observacao: 'Aceitou colaborar todo mês.', proximaLigacao: amanhaAsDez() });
    await expect(page.getByRole('list', { name: 'Agenda de hoje' }).getByText(ficha.pessoa.nome, { exact: true })).toHaveCount(0);
  });

  await test.step('on a phone, take the next donor and give them back', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'Pegar o próximo doador' }).click();
    await expect(page.getByRole('button', { name: 'Registrar ligação' })).toBeVisible();
    await foto(page, 'ligacao-360');
    await conferirPagina(page, 'registro da ligação no celular');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'Devolver à agenda' }).click();
    await expect(page.getByRole('button', { name: 'Pegar o próximo doador' })).toBeVisible();
    await foto(page, 'agenda-360');
    await conferirPagina(page, 'agenda no celular');
  });
});
