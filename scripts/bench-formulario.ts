/// <reference lib="dom" />
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { iniciarServidor } from '../e2e/support/servidor.ts';
import { construirPaginas } from './bench-formulario/construir.ts';
import { esquemaDoFormulario, type TelaDoBench } from './bench-formulario/esquema.ts';

// Keystroke latency of the engine's largest form, in Chromium, with the Performance API: for
// each key, from the keydown's timestamp to the end of the frame that shows it (the next
// animation frame, then a task after it). Runs with the CPU as it is and throttled 4× (an old
// office PC). Also prints the size of the JavaScript the engine's form loads beyond the shell
// (measured against the profile page). The same form also goes through @rjsf/core (its own
// theme) with an ajv validator generated here, served with a CSP without unsafe-eval, against
// React alone. `npm run bench formulario`.

const TECLAS = Number(process.env.BENCH_TECLAS ?? 200);
const TEXTO = 'Associação Beneficente de Apoio à Criança e ao Adolescente ';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Where the rjsf pages are served from (answered by Playwright, with the app's script policy). */
const ORIGEM_RJSF = 'http://bench-rjsf.local';
const CSP_RJSF = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";

interface FormularioConfiguravel {
  formulario: string;
  secoes: { campos: unknown[] }[];
}
interface TelaCompleta extends TelaDoBench {
  descritor: TelaDoBench['descritor'] & { rota: { path: string }; formulario?: { rotas?: { novo?: { path: string } } } };
}
interface FormularioMedido {
  nome: string;
  campos: number;
  /** Where the empty form opens. */
  path: string;
  tela: TelaCompleta;
}

async function api<T>(base: string, url: string, token: string): Promise<T> {
  const r = await fetch(`${base}${url}`, { headers: { 'X-AUTH-TOKEN': token } });
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return ((await r.json()) as { content: T }).content;
}

/**
 * The form with the most fields among every form of the app (the field configuration lists
 * them all, the hand-written modules' too), or BENCH_TELA (a route name).
 */
async function maiorFormulario(base: string, token: string): Promise<FormularioMedido> {
  const formularios = await api<FormularioConfiguravel[]>(base, '/api/configuracoesCamposFomularios/formularios', token);
  const medidas = formularios.map((f) => ({ nome: f.formulario, campos: f.secoes.reduce((n, s) => n + s.campos.length, 0) }));
  const escolhida = process.env.BENCH_TELA;
  const maior = escolhida ? medidas.find((m) => m.nome === escolhida) : medidas.sort((a, b) => b.campos - a.campos)[0];
  if (!maior) throw new Error('Nenhum formulário encontrado.');
  const tela = await api<TelaCompleta>(base, `/api/telas/${maior.nome}`, token);
  return { ...maior, tela, path: tela.descritor.formulario?.rotas?.novo?.path ?? `${tela.descritor.rota.path}/novo` };
}

/** Installs the measurement: one latency per keydown, in milliseconds. */
async function medirTeclas(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const medidas: number[] = [];
    (window as unknown as { medidas: number[] }).medidas = medidas;
    document.addEventListener(
      'keydown',
      (event) => {
        const inicio = event.timeStamp;
        requestAnimationFrame(() => {
          const canal = new MessageChannel();
          canal.port1.onmessage = () => medidas.push(performance.now() - inicio);
          canal.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
  const campo = page.locator('form input:is([type=text], :not([type])):not([readonly]):not([disabled])').first();
  await campo.click();
  for (let i = 0; i < TECLAS; i += 1) {
    // Clear every so often so the value stays within the field's maximum length.
    if (i > 0 && i % 60 === 0) await campo.fill('');
    await page.keyboard.type(TEXTO.charAt(i % TEXTO.length));
  }
  await page.waitForTimeout(200);
  return page.evaluate(() => (window as unknown as { medidas: number[] }).medidas);
}

const percentil = (ordenadas: number[], p: number) => ordenadas[Math.min(ordenadas.length - 1, Math.ceil((p / 100) * ordenadas.length) - 1)] ?? NaN;

/** The JavaScript files (under /assets/) a page requests while `abrir` runs. */
async function scriptsCarregados(pagina: Page, abrir: () => Promise<unknown>): Promise<Set<string>> {
  const nomes = new Set<string>();
  const anotar = (url: string) => {
    const nome = /\/assets\/([^/?#]+\.js)/.exec(url)?.[1];
    if (nome) nomes.add(nome);
  };
  pagina.on('request', (pedido) => anotar(pedido.url()));
  await abrir();
  await pagina.waitForLoadState('networkidle');
  return nomes;
}

/** Opens a bench page built for rjsf; a script the policy refuses (an eval) stops the bench. */
async function abrirPaginaRjsf(pagina: Page, pasta: string, nome: string): Promise<void> {
  await pagina.route(`${ORIGEM_RJSF}/**`, async (rota) => {
    const arquivo = new URL(rota.request().url()).pathname.slice(1);
    const tipo = arquivo.endsWith('.html') ? 'text/html' : 'text/javascript';
    await rota.fulfill({ body: await readFile(path.join(pasta, arquivo)), headers: { 'content-type': tipo, 'content-security-policy': CSP_RJSF } });
  });
  pagina.on('console', (mensagem) => {
    if (/Content Security Policy|unsafe-eval/i.test(mensagem.text())) throw new Error(`rjsf: ${mensagem.text()}`);
  });
  await pagina.goto(`${ORIGEM_RJSF}/${nome}.html`);
}

/**
 * What the engine costs the browser: the JavaScript an engine form loads beyond what a page of
 * the shell already loaded (the engine's chunk and the chunks it shares with other pages).
 */
async function tamanhoDoMotor(nomes: Iterable<string>, pasta = path.join(process.cwd(), 'dist', 'client', 'assets')): Promise<{ arquivos: number; bruto: number; gzip: number }> {
  let bruto = 0;
  let gzip = 0;
  let arquivos = 0;
  for (const nome of nomes) {
    const conteudo = await readFile(path.join(pasta, nome));
    bruto += conteudo.length;
    gzip += gzipSync(conteudo, { level: 9 }).length;
    arquivos += 1;
  }
  return { arquivos, bruto, gzip };
}

async function main() {
  const servidor = await iniciarServidor(process.cwd(), { LOG_LEVEL: 'warn' });
  const navegador = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  let pastaDoRjsf: string | undefined;
  try {
    const login = await fetch(`${servidor.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    const { token } = ((await login.json()) as { content: { token: string } }).content;
    await fetch(`${servidor.baseUrl}/api/context/unidade`, {
      method: 'POST',
      headers: { 'X-AUTH-TOKEN': token, 'content-type': 'application/json' },
      body: JSON.stringify({ unidadeId: 1 }),
    });
    const tela = await maiorFormulario(servidor.baseUrl, token);
    const rjsf = await construirPaginas(esquemaDoFormulario(tela.tela));
    pastaDoRjsf = rjsf.pasta;

    const linhas: string[][] = [];
    for (const lentidao of [1, 4]) {
      for (const [rotulo, abrir] of [
        [tela.nome, (p: Page) => p.goto(`${servidor.baseUrl}/#${tela.path}`)],
        [`${tela.nome} pelo @rjsf/core`, (p: Page) => abrirPaginaRjsf(p, rjsf.pasta, 'rjsf')],
        // The same measurement on a bare <form><input>: what the browser alone costs here.
        ['referência: <input> sem React', (p: Page) => p.setContent('<form><input type="text" aria-label="Texto"></form>')],
      ] as const) {
        const pagina = await navegador.newPage({ viewport: { width: 1280, height: 900 } });
        await pagina.addInitScript((t) => localStorage.setItem('alicerce.token', t), token);
        const cdp = await pagina.context().newCDPSession(pagina);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: lentidao });
        await abrir(pagina);
        await pagina.locator('form').first().waitFor();
        const medidas = (await medirTeclas(pagina)).sort((a, b) => a - b);
        linhas.push([
          rotulo,
          `${lentidao}×`,
          String(medidas.length),
          percentil(medidas, 50).toFixed(1),
          percentil(medidas, 95).toFixed(1),
          (medidas.at(-1) ?? NaN).toFixed(1),
        ]);
        await pagina.close();
      }
    }
    // The baseline: a page of the shell that is not the engine's (the profile).
    const paginaDoPerfil = await navegador.newPage();
    await paginaDoPerfil.addInitScript((t) => localStorage.setItem('alicerce.token', t), token);
    const doShell = await scriptsCarregados(paginaDoPerfil, async () => {
      await paginaDoPerfil.goto(`${servidor.baseUrl}/#/perfilusuario/dados`);
      await paginaDoPerfil.locator('form').first().waitFor();
    });
    await paginaDoPerfil.close();
    const paginaDoFormulario = await navegador.newPage();
    await paginaDoFormulario.addInitScript((t) => localStorage.setItem('alicerce.token', t), token);
    const doFormulario = await scriptsCarregados(paginaDoFormulario, async () => {
      await paginaDoFormulario.goto(`${servidor.baseUrl}/#${tela.path}`);
      await paginaDoFormulario.locator('form').first().waitFor();
    });
    await paginaDoFormulario.close();
    const motor = await tamanhoDoMotor([...doFormulario].filter((nome) => !doShell.has(nome)));
    const doReact = new Set(rjsf.scripts.react);
    const doRjsf = await tamanhoDoMotor(
      rjsf.scripts.rjsf.filter((nome) => !doReact.has(nome)),
      rjsf.pasta,
    );

    console.log(`Formulário: ${tela.nome} (${tela.path}), ${tela.campos} campos; ${TECLAS} teclas num campo de texto.`);
    console.log('Latência por tecla (keydown → quadro pintado), ms');
    const cabecalho = ['página', 'CPU', 'teclas', 'p50', 'p95', 'máx'];
    const larguras = cabecalho.map((c, i) => Math.max(c.length, ...linhas.map((l) => (l[i] ?? '').length)));
    const formatar = (l: string[]) => `| ${l.map((c, i) => (i === 0 ? c.padEnd(larguras[i] ?? 0) : c.padStart(larguras[i] ?? 0))).join(' | ')} |`;
    console.log(formatar(cabecalho));
    console.log(`|${larguras.map((l) => '-'.repeat(l + 2)).join('|')}|`);
    linhas.forEach((l) => console.log(formatar(l)));
    console.log(
      `JavaScript do motor (o que o formulário carrega além do shell e do perfil): ${motor.arquivos} arquivos, ` +
        `${(motor.bruto / 1024).toFixed(0)} KiB, gzip ${(motor.gzip / 1024).toFixed(0)} KiB.`,
    );
    console.log(
      `JavaScript do rjsf (o que a página do @rjsf/core carrega além do React, validador pré-compilado incluído): ${doRjsf.arquivos} arquivos, ` +
        `${(doRjsf.bruto / 1024).toFixed(0)} KiB, gzip ${(doRjsf.gzip / 1024).toFixed(0)} KiB.`,
    );
  } finally {
    await navegador.close();
    await servidor.parar();
    if (pastaDoRjsf) await rm(pastaDoRjsf, { recursive: true, force: true });
  }
}

await main();
