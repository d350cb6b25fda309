import type { APIRequestContext, Page } from '@playwright/test';
import { entrarNaSede, expect, test } from './support/fixtures.ts';
import { paginaPronta, problemasDaPagina } from './support/inspecao.ts';
import { acompanharRede, type Rede } from './support/rede.ts';
import { ROTAS_DA_VARREDURA, type ApiDoAdministrador, type RotaDaVarredura } from './support/rotas.ts';

// The accessibility sweep (issue 14): every route of the client's route table
// (e2e/support/rotas.ts) and every screen of the engine's catalogue, at a desktop's and a phone's
// width, has no serious or critical axe violation and no sideways scroll. The journeys check
// behaviour; this spec alone checks every page, so a new route is checked once it is in the table.
// Its parts may run in different workers. Problems are gathered and reported together.
// VARREDURA_FOTOS=<folder> also keeps a screenshot of each page at each width.

test.describe.configure({ mode: 'parallel' });

interface TelaDoCatalogo {
  name: string;
  path: string;
  rotas: { novo: { path: string } | null; editar: { path: string } | null };
}

function apiDoAdministrador(request: APIRequestContext, token: string): ApiDoAdministrador {
  const headers = { 'X-AUTH-TOKEN': token };
  const conteudo = async <T>(resposta: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    if (!resposta.ok()) throw new Error(`${resposta.url()}: ${resposta.status()} ${await resposta.text()}`);
    return ((await resposta.json()) as { content: T }).content;
  };
  return {
    ler: async (url) => conteudo(await request.get(url, { headers })),
    gravar: async (url, corpo) => conteudo(await request.post(url, { headers, data: corpo })),
    enviarPlanilha: async (url, csv) =>
      conteudo(await request.post(url, { headers, multipart: { file: { name: 'varredura.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } } })),
  };
}

async function entrarComoAdministrador(page: Page): Promise<ApiDoAdministrador> {
  await entrarNaSede(page);
  return apiDoAdministrador(page.request, (await page.evaluate(() => localStorage.getItem('alicerce.token'))) ?? '');
}

const enderecoDa = async (caminho: string, rota: RotaDaVarredura, api: ApiDoAdministrador | null): Promise<string> =>
  typeof rota.endereco === 'string' ? rota.endereco : rota.endereco && api ? rota.endereco(api) : caminho;

/** The addresses of a route: its own, then each of its states (a query string each). */
function comEstados(endereco: string, rota: RotaDaVarredura): string[] {
  return [endereco, ...(rota.estados ?? []).map((estado) => `${endereco}${endereco.includes('?') ? '&' : '?'}${estado}`)];
}

/**
 * The engine's screens the route table does not name, each as its list, its new record and its
 * first record: of every two screens, the one at `parte` (0 or 1).
 */
async function enderecosDoCatalogo(api: ApiDoAdministrador, parte: number): Promise<string[]> {
  const telas = (await api.ler<TelaDoCatalogo[]>('/api/telas'))
    .filter((tela) => !Object.hasOwn(ROTAS_DA_VARREDURA, tela.path))
    .filter((_, indice) => indice % 2 === parte);
  const enderecos: string[] = [];
  for (const tela of telas) {
    enderecos.push(tela.path);
    if (tela.rotas.novo) enderecos.push(tela.rotas.novo.path);
    if (!tela.rotas.editar) continue;
    const { descritor } = await api.ler<{ descritor: { recurso: string } }>(`/api/telas/${encodeURIComponent(tela.name)}`);
    const { resultList } = await api.ler<{ resultList: { id: number }[] }>(`${descritor.recurso}?page=1&rpp=1`);
    if (resultList[0]) enderecos.push(tela.rotas.editar.path.replace(':id', String(resultList[0].id)));
  }
  return enderecos;
}

/**
 * Opens `endereco` in the app already loaded, by hash: the page it inspects is the new one once
 * the document's root names it (data-rota, set when React has put that location's pages on
 * screen), and once the requests it set off are done.
 */
async function irPorHash(page: Page, rede: Rede, endereco: string): Promise<void> {
  await page.evaluate((destino) => {
    window.location.hash = destino;
  }, endereco);
  await expect(page.locator('html'), `${endereco}: a página não chegou`).toHaveAttribute('data-rota', endereco, { timeout: 60_000 });
  await rede.quieta(endereco);
}

/**
 * Opens each address, the first by a full load and the others by hash (a full load each, the
 * app starting over, took about half of the sweep's time), inspects it at both widths, and
 * expects no problem on any; the slowest pages are noted.
 */
async function varrer(page: Page, enderecos: readonly string[]): Promise<void> {
  const problemas: string[] = [];
  const tempos: [string, number][] = [];
  const rede = acompanharRede(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [indice, endereco] of enderecos.entries()) {
    const inicio = Date.now();
    if (indice === 0) {
      await page.goto('about:blank');
      await page.goto(`/#${endereco}`);
    } else await irPorHash(page, rede, endereco);
    await paginaPronta(page, endereco);
    problemas.push(...(await problemasDaPagina(page, endereco, process.env.VARREDURA_FOTOS)));
    tempos.push([endereco, Date.now() - inicio]);
  }
  const lentas = tempos.toSorted((a, b) => b[1] - a[1]).slice(0, 5);
  test.info().annotations.push({ type: 'páginas', description: `${enderecos.length}; as mais lentas: ${lentas.map(([e, ms]) => `${e} ${ms} ms`).join(', ')}` });
  expect(problemas, `${problemas.length} problemas em ${enderecos.length} páginas`).toEqual([]);
}

const rotas = Object.entries(ROTAS_DA_VARREDURA);

test('the login pages, without a session: no serious accessibility violation, no sideways scroll, at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(300_000);
  const enderecos: string[] = [];
  for (const [caminho, rota] of rotas.filter(([, r]) => r.semSessao)) enderecos.push(...comEstados(await enderecoDa(caminho, rota, null), rota));
  await varrer(page, enderecos);
});

// The route table's pages in two halves, so that two workers share them.
const daTabela = rotas.filter(([, r]) => !r.semSessao && !r.secao);
const metade = Math.ceil(daTabela.length / 2);
for (const [parte, lista] of [daTabela.slice(0, metade), daTabela.slice(metade)].entries()) {
  test(`the route table's pages, part ${parte + 1} of 2, as the administrator: no serious accessibility violation, no sideways scroll, at 1280 and 360 px`, async ({ page }) => {
    test.setTimeout(900_000);
    const api = await entrarComoAdministrador(page);
    const enderecos: string[] = [];
    for (const [caminho, rota] of lista) enderecos.push(...comEstados(await enderecoDa(caminho, rota, api), rota));
    await varrer(page, enderecos);
  });
}

// The catalogue's screens in two parts (every other screen), so that two workers share them.
for (const parte of [0, 1]) {
  test(`every screen of the engine's catalogue, part ${parte + 1} of 2, as the administrator: no serious accessibility violation, no sideways scroll, at 1280 and 360 px`, async ({ page }) => {
    // 11.8 min measured for the whole catalogue (31 screens with their forms) in one worker: it grows with each module.
    test.setTimeout(1_800_000);
    const api = await entrarComoAdministrador(page);
    await varrer(page, await enderecosDoCatalogo(api, parte));
  });
}
