import { stat } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';
import { conferirPagina } from './support/inspecao.ts';

// The break-interval module in the browser against the real server and its demo seed: a group
// configured through its form, whose window the server's minute-by-minute scheduled job announces;
// while that minute passes, a report runs as a background job whose notice downloads the file;
// then the interval is started from the announcement (which waits until closed), timed and ended.

/** São Paulo's wall clock now: the weekday (0 = domingo) and the minute of the day. */
function relogioDeSaoPaulo(): { diaDaSemana: number; minuto: number } {
  const partes = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date());
  const parte = (tipo: string) => partes.find((p) => p.type === tipo)?.value ?? '';
  const dias = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return { diaDaSemana: dias.indexOf(parte('weekday')), minuto: Number(parte('hour')) * 60 + Number(parte('minute')) };
}

const hora = (minuto: number) => `${String(Math.floor(minuto / 60)).padStart(2, '0')}:${String(minuto % 60).padStart(2, '0')}`;
const NOMES_DOS_DIAS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

/** Picks one record in a multiple autocomplete (Fluent's multiselect list is a menu of checkboxes). */
async function escolherVarios(page: Page, rotulo: string, texto: string, opcao: string): Promise<void> {
  const campo = page.getByRole('combobox', { name: rotulo });
  await campo.click();
  await campo.pressSequentially(texto);
  await page.getByRole('menuitemcheckbox', { name: opcao }).click();
  await campo.press('Escape');
  await expect(page.getByLabel(`${rotulo}: selecionados`)).toContainText(opcao);
}

test('a window configured in the group form is announced while a report runs as a job; the notice leads to the interval, started, timed and ended', async ({ page, context }) => {
  // The announcement runs on the server's minute cron: up to a couple of minutes.
  test.setTimeout(300_000);
  const { diaDaSemana, minuto } = relogioDeSaoPaulo();
  // The window must open now and close later the same day.
  test.skip(minuto >= 23 * 60 + 55, 'too close to midnight for a window that opens now');
  const inicio = hora(minuto);
  const fim = hora(Math.min(minuto + 30, 23 * 60 + 59));
  const grupo = `Equipe E2E ${inicio.replace(':', 'h')}`;
  await entrarNaSede(page);

  await test.step('a window configured in the group form', async () => {
    await page.goto('/#/registrointervalo/configuracoes');
    await expect(page).toHaveURL(/#\/registrointervalo\/configuracoes\/gruposintervalos$/);
    await expect(page.getByRole('tab', { name: 'Tipos de intervalo' })).toBeVisible();
    await page.getByRole('button', { name: 'Novo' }).click();

    await page.getByRole('textbox', { name: /^Descrição/ }).fill(grupo);
    await escolherVarios(page, 'Membros', 'Admin', 'Administrador');
    await escolherVarios(page, 'Tipos de intervalo', 'Caf', 'Café');
    const horarios = page.getByRole('group', { name: 'Horários', exact: true });
    await horarios.getByRole('button', { name: 'Adicionar' }).click();
    const horario = horarios.getByRole('group', { name: / 1$/ });
    await horario.getByRole('button', { name: NOMES_DOS_DIAS[diaDaSemana] }).click();
    await horario.getByLabel(/^Início/).fill(inicio);
    await horario.getByLabel(/^Fim/).fill(fim);
    await horario.getByLabel(/^Duração máxima/).fill('15');
    await expect(horario.getByRole('button', { name: NOMES_DOS_DIAS[diaDaSemana] })).toHaveAttribute('aria-pressed', 'true');
    await conferirPagina(page, 'grupo-form');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/#\/registrointervalo\/configuracoes\/gruposintervalos$/);
    // The group's link in the list (its announcement may already be on screen too).
    await expect(page.getByRole('link', { name: grupo, exact: true })).toBeVisible();
  });

  await test.step('a report asked for in the browser runs as a job and ends in a notice whose link downloads it', async () => {
    await liberarAvisos(page);
    await page.goto('/#/registrointervalo/relatorios');
    await expect(page.getByRole('heading', { name: 'Intervalos por usuário e período' })).toBeVisible();

    await page.getByRole('button', { name: 'Emitir Intervalos por usuário e período' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Intervalos por usuário e período' });
    await dialogo.getByRole('textbox', { name: /^Data inicial/ }).fill('');
    await dialogo.getByRole('button', { name: 'Emitir' }).click();
    await expect(dialogo.getByText('Preenchimento obrigatório.')).toBeVisible();
    await dialogo.getByRole('textbox', { name: /^Data inicial/ }).fill('01/01/2026');
    await expect(dialogo.getByText('Preenchimento obrigatório.')).toBeHidden();
    await dialogo.getByRole('radio', { name: 'PDF' }).check();
    await conferirPagina(page, 'relatorio-dialogo');

    // The result opens in a new window that downloads it: listen before it exists.
    const baixado = new Promise<Download>((resolve) => context.once('page', (janela) => janela.on('download', resolve)));
    await dialogo.getByRole('button', { name: 'Emitir' }).click();
    await expect(dialogo).toBeHidden();
    await expect(page.getByText('Relatório solicitado. Você será avisado quando estiver pronto.').first()).toBeVisible();

    // A report notice shows for 5 s: open its link at once. It bears the job's title.
    const aviso = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Abrir resultado' }) }).filter({ hasText: 'Intervalos por usuário e período' });
    await expect(aviso).toBeVisible({ timeout: 60_000 });
    await aviso.getByRole('button', { name: 'Abrir resultado' }).click();
    const download = await baixado;
    expect(download.suggestedFilename()).toMatch(/^intervalos-2026-01-01-a-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await stat(await download.path())).size).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Tarefas em segundo plano/ }).click();
    await expect(page.getByRole('listitem', { name: 'Intervalos por usuário e período: Concluída' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step("the window's announcement leads to the interval page, where it is started, timed and ended", async () => {
    await liberarAvisos(page);
    // The real announcement: the server's scheduled job finds the window just opened; it stays until closed.
    const aviso = page.getByRole('listitem').filter({ hasText: `O intervalo do grupo ${grupo} está liberado` });
    await expect(aviso).toBeVisible({ timeout: 180_000 });
    await aviso.getByRole('button', { name: 'Iniciar' }).click();
    await expect(page).toHaveURL(/#\/registrointervalo\/intervalos\?horario=\d+$/);
    await expect(aviso).toBeHidden();

    const cartao = page.getByRole('listitem', { name: `${grupo}: ${inicio} às ${fim}` });
    await expect(cartao.getByRole('combobox', { name: /Tipo de intervalo/ })).toBeFocused();
    await expect(cartao.getByRole('combobox', { name: /Tipo de intervalo/ })).toHaveText('Café');
    await cartao.getByRole('button', { name: /^Iniciar/ }).click();

    const cronometro = page.getByRole('timer', { name: 'Tempo decorrido' });
    await expect(cronometro).toHaveText(/^00:0\d$/);
    const primeiro = await cronometro.textContent();
    await expect.poll(() => cronometro.textContent(), { timeout: 5000 }).not.toBe(primeiro);
    await expect(cartao.getByText('Em andamento')).toBeVisible();
    await conferirPagina(page, 'intervalos');

    await page.getByRole('button', { name: 'Encerrar' }).click();
    await page.getByRole('alertdialog', { name: 'Encerrar intervalo' }).getByRole('button', { name: 'Encerrar' }).click();
    await expect(page.getByText('Nenhum intervalo em andamento.')).toBeVisible();
    await expect(cartao.getByText('Realizado')).toBeVisible();
    const historico = page.getByRole('table', { name: 'Histórico de intervalos' });
    await expect(historico.getByRole('row').filter({ hasText: grupo })).toContainText('Realizado');
    await expect(page.getByRole('list', { name: 'Totais do período' })).toContainText(/\d+ intervalos?/);
  });
});
