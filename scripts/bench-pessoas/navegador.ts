/// <reference lib="dom" />
import { chromium, type Browser, type Page } from '@playwright/test';

// The people map in Chromium (the app's own Mapa view: Leaflet, supercluster in a worker, and
// the server clustering beyond MAPA_NO_NAVEGADOR people): how long from the click on "Mapa" to
// the first clustered markers painted, and how long a zoom step takes to show the markers
// re-clustered for the new zoom.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** A 1×1 transparent PNG for every tile: the tile server is on the Internet, which the benchmark does not measure. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export interface AberturaDoMapa {
  /** Click on "Mapa" → the frame that shows the first clustered markers. */
  ms: number;
  /** Of `ms`: the map's request → its reply's headers (the server's work and the network). */
  noServidor: number;
  /** What the view says under the map: the people of the radius. */
  pessoas: number;
}

export interface PassoDeZoom {
  /** Of `ms`: the end of the animation → the request leaving (Leaflet's moveend, React, SWR); null when SWR held the reply. */
  ateOPedido: number | null;
  /** Of `ms`: the request → its reply's headers (the server's work and the network); null when SWR held the reply. */
  noServidor: number | null;
  /** The end of Leaflet's zoom (its 250 ms animation) → the frame that shows the clusters for the new view. */
  ms: number;
  /** The click on the zoom button → the same frame. */
  desdeOClique: number;
}

export async function abrirNavegador(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** A page of the app at the people list `lista` (a URL with its search), logged in with `token` (its session already in the unit to measure), tiles answered locally. */
export async function novaPagina(navegador: Browser, lista: string, token: string): Promise<Page> {
  const pagina = await navegador.newPage({ viewport: { width: 1440, height: 900 } });
  await pagina.addInitScript((t) => {
    localStorage.setItem('alicerce.token', t);
    // When each request of POST /api/pessoas/mapa leaves and its reply arrives (the app's http.ts goes through fetch).
    const pedidos: { saiu: number; chegou: number }[] = [];
    Object.assign(window, { pedidosDoMapa: pedidos });
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      const saiu = performance.now();
      const resposta = await original(...args);
      if (url.includes('/api/pessoas/mapa')) pedidos.push({ saiu, chegou: performance.now() });
      return resposta;
    };
  }, token);
  // Whatever lies outside the app (the tile server the parameters name) gets the blank tile.
  const origem = new URL(lista).origin;
  await pagina.route((url) => url.origin !== origem, (rota) => rota.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  // BENCH_DEPURAR=1 prints the page's API calls and console.
  if (process.env.BENCH_DEPURAR) {
    pagina.on('request', (r) => r.url().includes('/api/') && console.log('pedido', r.method(), r.url().slice(r.url().indexOf('/api/'))));
    pagina.on('console', (m) => console.log('página', m.text()));
  }
  await abrirLista(pagina, lista);
  return pagina;
}

/** The people list (the grid view) loaded afresh: the browser's memory of the map is gone. */
export async function abrirLista(pagina: Page, lista: string): Promise<void> {
  await pagina.goto('about:blank');
  await pagina.goto(lista);
  await pagina.getByRole('button', { name: 'Mapa' }).waitFor();
  // The list's first page is in: the click on Mapa measures the map alone.
  await pagina.waitForLoadState('networkidle');
}

/** Clicks "Mapa" and waits for the first clustered markers (the browser's or the server's) to be painted. */
export async function abrirMapa(pagina: Page): Promise<AberturaDoMapa> {
  const { ms, noServidor } = await pagina.evaluate(async () => {
    const pedidos = (window as unknown as { pedidosDoMapa: { saiu: number; chegou: number }[] }).pedidosDoMapa;
    const botao = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Mapa');
    if (!botao) throw new Error('Botão Mapa não encontrado.');
    const agrupado = () => document.querySelector('.leaflet-marker-pane .alicerce-grupo') !== null;
    if (document.querySelector('.leaflet-container') !== null) throw new Error('O Mapa já estava aberto.');
    const inicio = performance.now();
    botao.click();
    await new Promise<void>((resolve) => {
      const observador = new MutationObserver(() => {
        if (!agrupado()) return;
        observador.disconnect();
        resolve();
      });
      observador.observe(document.body, { childList: true, subtree: true });
    });
    // The frame that shows them, then a task after it (as the keystroke benchmark does).
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        const canal = new MessageChannel();
        canal.port1.onmessage = () => resolve();
        canal.port2.postMessage(null);
      }),
    );
    const ms = performance.now() - inicio;
    const pedido = pedidos.find((p) => p.saiu >= inicio);
    return { ms, noServidor: pedido ? pedido.chegou - pedido.saiu : NaN };
  });
  const texto = (await pagina.getByText(/pessoas? no mapa$/).textContent()) ?? '';
  return { ms, noServidor, pessoas: Number(texto.replace(/\D/g, '')) };
}

/**
 * One zoom step by the zoom control, as a user clicks it. Watches, in the page: the map pane's
 * `leaflet-zoom-anim` class (Leaflet's animation), the requests of POST /api/pessoas/mapa (when
 * the server clusters, the view asks again for the new zoom and bbox, unless SWR already holds
 * that view's reply) and the marker pane, timing at the end of the frame that paints it each
 * change that removes or adds clusters or people. The step ends at the first such paint after
 * the animation.
 */
export async function passoDeZoom(pagina: Page, sentido: 'aproximar' | 'afastar'): Promise<PassoDeZoom> {
  return pagina.evaluate(async (direcao) => {
    const pegar = (seletor: string) => {
      const elemento = document.querySelector(seletor);
      if (!(elemento instanceof HTMLElement)) throw new Error(`${seletor} não encontrado.`);
      return elemento;
    };
    const painelDoMapa = pegar('.leaflet-map-pane');
    const painelDosMarcadores = pegar('.leaflet-marker-pane');
    const botao = pegar(direcao === 'aproximar' ? '.leaflet-control-zoom-in' : '.leaflet-control-zoom-out');
    const pedidos = (window as unknown as { pedidosDoMapa: { saiu: number; chegou: number }[] }).pedidosDoMapa;
    const eventos: { tipo: string; t: number }[] = [];
    const marcador = (nos: NodeList) =>
      [...nos].some((n) => n instanceof Element && (n.classList.contains('alicerce-grupo') || n.classList.contains('alicerce-marcador-pessoa')));
    const observadores = [
      new MutationObserver(() => eventos.push({ tipo: painelDoMapa.classList.contains('leaflet-zoom-anim') ? 'animando' : 'parado', t: performance.now() })),
      new MutationObserver((mudancas) => {
        if (!mudancas.some((m) => marcador(m.addedNodes) || marcador(m.removedNodes))) return;
        requestAnimationFrame(() => {
          const canal = new MessageChannel();
          canal.port1.onmessage = () => eventos.push({ tipo: 'pintado', t: performance.now() });
          canal.port2.postMessage(null);
        });
      }),
    ];
    observadores[0]?.observe(painelDoMapa, { attributes: true, attributeFilter: ['class'] });
    observadores[1]?.observe(painelDosMarcadores, { childList: true });
    const inicio = performance.now();
    botao.click();
    const resultado = await new Promise<{ fimDaAnimacao: number; pintado: number }>((resolve, reject) => {
      const limite = setTimeout(() => reject(new Error(`Zoom sem resposta: ${JSON.stringify(eventos)}`)), 30_000);
      const verificar = () => {
        const fimDaAnimacao = eventos.find((e) => e.tipo === 'parado')?.t;
        const pintado = eventos.find((e) => e.tipo === 'pintado' && fimDaAnimacao !== undefined && e.t >= fimDaAnimacao)?.t;
        if (fimDaAnimacao === undefined || pintado === undefined) return void setTimeout(verificar, 5);
        clearTimeout(limite);
        resolve({ fimDaAnimacao, pintado });
      };
      verificar();
    });
    for (const o of observadores) o.disconnect();
    const { fimDaAnimacao, pintado } = resultado;
    const pedido = pedidos.find((p) => p.saiu >= inicio && p.chegou <= pintado);
    return {
      ms: pintado - fimDaAnimacao,
      ateOPedido: pedido ? pedido.saiu - fimDaAnimacao : null,
      noServidor: pedido ? pedido.chegou - pedido.saiu : null,
      desdeOClique: pintado - inicio,
    };
  }, sentido);
}
