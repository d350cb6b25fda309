import type { Browser, Page } from '@playwright/test';
import { entrarNaInicial, entrarNaSede, expect, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';

// Internal messages and notices in two browsers against the real server and its demo seed:
// admin writes to operador, who gets the live toast and the unread badge, reads the conversation
// in the inbox and replies; admin sees the reply in the thread. A notice to unit Sede reaches
// operador live and admin sees the read receipt. Subject and body carry markup, shown as text.

const ASSUNTO = 'Pauta <img src=x onerror=alert(1)>';
const CORPO = 'Bom dia!\n<script>alert("x")</script>\nReunião na quinta às 10h.';

async function novaPagina(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const contexto = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 900 } });
  const page = await contexto.newPage();
  // Markup in a message must never run: any dialog fails the test.
  page.on('dialog', (d) => {
    throw new Error(`Um diálogo foi aberto: ${d.message()}`);
  });
  return page;
}

/** The top bar (the module menu has a Mensagens entry too). */
const barra = (page: Page) => page.getByRole('banner');

/**
 * What the top bar's link reads with `n` unread: the journeys of a worker share its server, and
 * the accessibility sweep leaves operador a message and a notice of its own.
 */
const rotulo = (base: string, n: number, um: string, varios: string) => (n === 0 ? base : n === 1 ? `${base} (1 ${um})` : `${base} (${n} ${varios})`);

/** The user's unread count at a URL of the API (the top bar's own source). */
async function naoLidos(page: Page, url: string): Promise<number> {
  const token = (await page.evaluate(() => localStorage.getItem('alicerce.token'))) ?? '';
  const resposta = await page.request.get(url, { headers: { 'X-AUTH-TOKEN': token } });
  expect(resposta.ok(), url).toBe(true);
  return ((await resposta.json()) as { content: { quantidade: number } }).content.quantidade;
}

/** The live channel's handshake runs after the shell shows; give it a moment before relying on it. */
const canalAberto = (page: Page) => page.waitForTimeout(2500);

test('a message from admin reaches operador live; operador reads and replies; a notice to Sede is read and its receipt seen', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await novaPagina(browser, baseURL);
  const operador = await novaPagina(browser, baseURL);
  await entrarNaSede(admin);
  await entrarNaInicial(operador, 'operador');
  // Other journeys on this worker's server may have left operador unread messages: count them first.
  await expect(barra(operador).getByRole('link', { name: /^Mensagens/ })).toBeVisible();
  await canalAberto(operador);
  const mensagensAntes = await naoLidos(operador, '/api/mensagens/naolidas');
  const avisosAntes = await naoLidos(operador, '/api/avisos/naolidos');

  // Admin writes to operador.
  await barra(admin).getByRole('link', { name: 'Mensagens', exact: true }).click();
  await expect(admin).toHaveURL(/#\/mensagens\/caixaentrada$/);
  await admin.getByRole('link', { name: 'Nova mensagem' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Nova mensagem' })).toBeVisible();
  await conferirPagina(admin, 'nova-mensagem');
  const para = admin.getByRole('combobox', { name: /^Para/ });
  await para.click();
  await para.pressSequentially('oper');
  await admin.getByRole('menuitemcheckbox', { name: 'Operador de Cadastro (operador)' }).click();
  await para.press('Escape');
  await expect(admin.getByLabel('Para: selecionados')).toContainText('Operador de Cadastro');
  await admin.getByRole('textbox', { name: /^Assunto/ }).fill(ASSUNTO);
  await admin.getByRole('textbox', { name: /^Mensagem/ }).fill(CORPO);
  await admin.getByRole('button', { name: 'Enviar' }).click();
  await expect(admin).toHaveURL(/#\/mensagens\/conversas\/\d+\?origem=enviados$/);
  await expect(admin.getByRole('heading', { level: 1, name: ASSUNTO })).toBeVisible();
  await canalAberto(admin);

  // Operador: the live toast and the badge, without reloading.
  const toast = operador.getByRole('listitem').filter({ hasText: 'Nova mensagem de Administrador' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(ASSUNTO);
  const envelope = barra(operador).getByRole('link', { name: rotulo('Mensagens', mensagensAntes + 1, 'não lida', 'não lidas'), exact: true });
  await expect(envelope).toBeVisible();

  // The inbox, then the conversation.
  await envelope.click();
  await expect(operador).toHaveURL(/#\/mensagens\/caixaentrada$/);
  const linha = operador.getByRole('list', { name: 'Caixa de entrada' }).getByRole('listitem').filter({ hasText: ASSUNTO });
  await expect(linha).toContainText('Não lida');
  await expect(linha).toContainText('Administrador');
  await conferirPagina(operador, 'caixa-de-entrada');
  await linha.getByRole('link').click();
  await expect(operador).toHaveURL(/#\/mensagens\/conversas\/\d+\?origem=caixaentrada$/);
  await expect(operador.getByRole('heading', { level: 1, name: ASSUNTO })).toBeVisible();
  const corpo = operador.getByRole('article').getByText('Bom dia!');
  await expect(corpo).toHaveText(CORPO);
  expect(await operador.locator('main img, main script').count()).toBe(0);
  // Read: the badge is back to what it was before this message.
  await expect(barra(operador).getByRole('link', { name: rotulo('Mensagens', mensagensAntes, 'não lida', 'não lidas'), exact: true })).toBeVisible();

  // Operador replies; admin, on the thread, sees it arrive.
  await operador.getByRole('textbox', { name: 'Resposta' }).fill('Combinado, estarei lá.');
  await operador.getByRole('button', { name: 'Responder' }).click();
  await expect(operador.getByRole('article').filter({ hasText: 'Combinado, estarei lá.' })).toContainText('Operador de Cadastro (você)');
  await conferirPagina(operador, 'conversa');
  await expect(admin.getByRole('article').filter({ hasText: 'Combinado, estarei lá.' })).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: 'Nova mensagem de Operador de Cadastro' })).toBeVisible();
  await expect(admin.getByRole('article').first()).toContainText('Lida');
  await expect(admin.getByRole('article').first()).not.toContainText('Não lida');
  await admin.getByRole('link', { name: 'Voltar para Enviados' }).click();
  await expect(admin).toHaveURL(/#\/mensagens\/enviados$/);

  // A notice to unit Sede.
  await admin.goto('/#/avisos');
  await admin.getByRole('link', { name: 'Publicar aviso' }).click();
  await admin.getByRole('textbox', { name: /^Título/ }).fill('Manutenção do sistema');
  await admin.getByRole('textbox', { name: /^Texto/ }).fill('O sistema ficará fora do ar no sábado, das 8h às 12h.');
  await admin.getByRole('radio', { name: 'Unidades' }).check();
  await admin.getByRole('checkbox', { name: 'Sede' }).check();
  await admin.getByRole('button', { name: 'Publicar' }).click();
  await expect(admin).toHaveURL(/#\/avisos\/publicados\/\d+$/);
  // Every active user of Sede but the publisher (other specs may have added users to it).
  const recibo = admin.getByText(/^Lido por 0 de \d+$/);
  await expect(recibo).toBeVisible();
  const destinatarios = Number((await recibo.textContent())?.match(/de (\d+)$/)?.[1]);

  const aviso = operador.getByRole('listitem').filter({ hasText: 'Novo aviso de Administrador' });
  await expect(aviso).toContainText('Manutenção do sistema');
  await expect(barra(operador).getByRole('link', { name: rotulo('Avisos', avisosAntes + 1, 'não lido', 'não lidos'), exact: true })).toBeVisible();
  await aviso.getByRole('button', { name: 'Ler aviso' }).click();
  await expect(operador).toHaveURL(/#\/avisos\?aviso=\d+$/);
  await expect(operador.getByText('O sistema ficará fora do ar no sábado, das 8h às 12h.')).toBeVisible();
  await expect(barra(operador).getByRole('link', { name: rotulo('Avisos', avisosAntes, 'não lido', 'não lidos'), exact: true })).toBeVisible();
  await conferirPagina(operador, 'avisos');

  // The filters page finds the conversation by text and read state, and leads back to itself.
  await operador.goto('/#/mensagens/filtros');
  await operador.getByRole('textbox', { name: 'Texto' }).fill('quinta');
  await operador.getByRole('button', { name: 'Aplicar' }).click();
  await expect(operador).toHaveURL(/#\/mensagens\/filtros\?q=quinta$/);
  const achada = operador.getByRole('list', { name: 'Mensagens encontradas' }).getByRole('listitem');
  await expect(achada).toHaveCount(1);
  await expect(achada).toContainText(ASSUNTO);
  await conferirPagina(operador, 'filtros');
  await achada.getByRole('link').click();
  await operador.getByRole('link', { name: 'Voltar para Filtros de mensagens' }).click();
  await expect(operador).toHaveURL(/#\/mensagens\/filtros\?q=quinta$/);
  await expect(operador.getByRole('textbox', { name: 'Texto' })).toHaveValue('quinta');

  await admin.reload();
  await expect(admin.getByText(`Lido por 1 de ${destinatarios}`)).toBeVisible();
  // Other specs may have added users to Sede: operador's line is the one read.
  const leitura = admin.getByRole('list', { name: 'Leituras do aviso' }).getByRole('listitem').filter({ hasText: 'Operador de Cadastro (operador)' });
  await expect(leitura).toBeVisible();
  await expect(leitura).toContainText(/Lido em \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  await conferirPagina(admin, 'leituras-do-aviso');

  await admin.context().close();
  await operador.context().close();
});
