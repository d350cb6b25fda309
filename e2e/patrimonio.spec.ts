import { chromium, type Page } from '@playwright/test';
import { argumentosDaCamera, videoDoQrCode } from './support/camera.ts';
import { campo, entrarNaSede, escolher, expect, liberarAvisos, test } from './support/fixtures.ts';
import { abrirComo, sessaoNaSede } from './support/sessoes.ts';
import { conferirPagina } from './support/inspecao.ts';

// Patrimônio › Bens: a notebook of R$ 6.000,00 registered with a life of 60 months shows its
// schedule (the preview of the simulation while typing, the stored one after saving), is
// transferred to another location on its row, found there by an inventory count opened from the
// list's Inventário button (tags typed; a demo asset of another location closes as such, saying
// where it is registered), a demo tag is read through a phone's camera (Chromium's fake camera
// showing the label's QR code), and the notebook is written off as sold.

const PLAQUETA = 'E2E-0001';

/** A demo asset of the garage (seed/patrimonio.ts: the van, the third asset). */
const DA_GARAGEM = 'PAT-00003';
/** Another demo asset of the garage (the utility car), read in the library. */
const DE_OUTRO_LOCAL = 'PAT-00004';
/** FOTOS_DO_PATRIMONIO=<folder> keeps screenshots of the count's screens there, to look at (out of the repository). */
async function foto(pagina: Page, nome: string): Promise<void> {
  const pasta = process.env.FOTOS_DO_PATRIMONIO;
  if (pasta !== undefined) await pagina.screenshot({ path: `${pasta}/${nome}.png`, fullPage: true });
}

const linha = (page: Page) => page.getByRole('row', { name: new RegExp(PLAQUETA) });

async function acao(page: Page, rotulo: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`Mais ações de ${PLAQUETA}`) }).click();
  await page.getByRole('menuitem', { name: rotulo }).click();
}

test('an asset registered with its schedule, transferred, counted and written off', async ({ page, request, baseURL }) => {
  await entrarNaSede(page);

  await test.step('register a notebook and see its schedule', async () => {
    await page.goto('/#/patrimonio/bens/novo');
    await expect(page.getByRole('heading', { level: 1, name: 'Novo bem' })).toBeVisible();
    await campo(page, 'Plaqueta').fill(PLAQUETA);
    await campo(page, 'Descrição').fill('Notebook da coordenação');
    await escolher(page, 'Grupo', 'INFO', /INFO/);
    await escolher(page, 'Local', 'Recepção', /Recepção/);
    await campo(page, 'Valor').fill('6.000,00');
    await campo(page, 'Vida útil (meses)').fill('60');
    await campo(page, 'Valor residual').fill('0,00');
    await campo(page, 'Depreciação acumulada anterior').fill('0,00');
    await campo(page, 'Início de uso').fill('15/03/2025');
    const cronograma = page.getByRole('group', { name: 'Cronograma de depreciação' });
    await expect(cronograma).toHaveAccessibleDescription('60 quotas, R$ 6.000,00');
    await expect(cronograma.getByRole('row', { name: /^03\/2025/ })).toContainText('100,00');
    // A state no route reaches: the schedule's preview, 60 rows scrolling inside the form.
    await conferirPagina(page, 'cronograma do bem novo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/patrimonio\/bens(\?.*)?$/);
    await expect(linha(page)).toContainText('6.000,00');
    await linha(page).getByRole('link', { name: PLAQUETA, exact: true }).click();
    await expect(page.getByRole('group', { name: 'Cronograma de depreciação' }).getByRole('row', { name: /^02\/2030/ })).toContainText('100,00');
    await page.goto('/#/patrimonio/bens');
  });

  await test.step('transfer it to another location', async () => {
    await liberarAvisos(page);
    await acao(page, 'Transferir');
    const dialogo = page.getByRole('dialog');
    await escolher(page, 'Novo local', 'Biblioteca', /Biblioteca/);
    await dialogo.getByRole('button', { name: 'Transferir' }).click();
    await expect(dialogo).toBeHidden();
    await expect(linha(page)).toContainText('Biblioteca');
  });

  await test.step('count the library by typing tags: found here, another location, unknown; close with the result', async () => {
    await liberarAvisos(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await foto(page, 'bens-1440');
    await page.getByRole('button', { name: 'Inventário' }).click();
    await expect(page).toHaveURL(/#\/patrimonio\/inventario$/);
    await foto(page, 'inventario-1440');
    await page.getByRole('combobox', { name: 'Local' }).click();
    await page.getByRole('option', { name: 'Sede – Biblioteca' }).click();
    await page.getByRole('button', { name: 'Abrir contagem' }).click();
    await expect(page.getByText('Contagem de Sede – Biblioteca')).toBeVisible();
    const leituras = page.getByRole('list', { name: 'Leituras' });
    for (const plaqueta of [PLAQUETA, DE_OUTRO_LOCAL, 'E2E-DESCONHECIDA']) {
      await campo(page, 'Plaqueta').fill(plaqueta);
      await page.getByRole('button', { name: 'Registrar' }).click();
      await expect(leituras.getByRole('listitem').first()).toContainText(plaqueta);
    }
    await expect(leituras.getByRole('listitem').filter({ hasText: PLAQUETA })).toContainText('Encontrado aqui');
    await expect(leituras.getByRole('listitem').filter({ hasText: 'E2E-DESCONHECIDA' })).toContainText('Desconhecido');
    await page.getByRole('button', { name: 'Fechar a contagem' }).click();
    await expect(page.getByText(/Fechada: 1 encontrado\(s\), \d+ faltante\(s\), 1 de outro local, 1 desconhecido\(s\)/)).toBeVisible();
    const resultado = page.getByRole('list', { name: 'Resultado' }).getByRole('listitem');
    await expect(resultado.filter({ hasText: PLAQUETA })).toContainText('Encontrado');
    await expect(resultado.filter({ hasText: DE_OUTRO_LOCAL })).toContainText('De outro local');
    await expect(resultado.filter({ hasText: DE_OUTRO_LOCAL })).toContainText('Registrado em Sede – Garagem');
    await foto(page, 'resultado-1440');
    await page.goto('/#/patrimonio/bens');
  });

  await test.step("read a demo tag through a phone's camera (Chromium's fake camera showing its label)", async () => {
    const { launchOptions } = test.info().project.use;
    const camera = await chromium.launch({ ...launchOptions, args: [...(launchOptions?.args ?? []), ...argumentosDaCamera(await videoDoQrCode(DA_GARAGEM))] });
    try {
      const celular = await (await camera.newContext({ baseURL, viewport: { width: 360, height: 780 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
      await abrirComo(celular, await sessaoNaSede(request, 'admin'), '/#/patrimonio/inventario');
      // The demo's counts: the workshop room's open, the library's closed.
      await expect(celular.getByRole('list', { name: 'Contagens' }).getByRole('listitem').filter({ hasText: 'Sede – Sala de oficinas' })).toContainText('Continuar');
      await foto(celular, 'inventario-360');
      await celular.getByRole('combobox', { name: 'Local' }).click();
      await celular.getByRole('option', { name: 'Sede – Garagem' }).click();
      await celular.getByRole('button', { name: 'Abrir contagem' }).click();
      await expect(celular.getByText('Contagem de Sede – Garagem')).toBeVisible();
      await celular.getByRole('button', { name: 'Ler com a câmera' }).click();
      await expect(celular.getByRole('list', { name: 'Leituras' }).getByRole('listitem').filter({ hasText: DA_GARAGEM })).toContainText('Encontrado aqui');
      expect(await celular.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await foto(celular, 'camera-360');
    } finally {
      await camera.close();
    }
  });

  await test.step('write it off as sold', async () => {
    await liberarAvisos(page);
    await acao(page, 'Baixar');
    const dialogo = page.getByRole('dialog');
    await escolher(page, 'Motivo', 'Venda', /^Venda$/);
    await dialogo.getByRole('textbox', { name: 'Valor recebido', exact: true }).fill('1.000,00');
    await dialogo.getByRole('button', { name: 'Baixar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(linha(page)).toContainText('Baixado');
  });
});
