import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { compilarClienteSeMudou } from '../src/server/cli/build-cliente.ts';
import { gravarArquivos, type ArquivoRecebido } from './bench-peso/arquivos.ts';
import { iniciarServidor } from './servidor-de-bench.ts';

// The first page's weight: the JavaScript and CSS Chromium receives for the login page (a fresh
// browser, nothing cached), then what signing in as admin and opening the people list adds.
// Prints, for each, the files, the bytes the browser decodes and the bytes transferred (with
// the server's compression). `npm run bench peso`; BENCH_DETALHE=1 also lists every file. The
// server runs on BENCH_DATA_DIR (default data/bench-peso), seeded on its first start.

const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-peso');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Linha {
  rotulo: string;
  arquivos: ArquivoRecebido[];
}

async function abrirEntrada(pagina: Page, base: string): Promise<void> {
  await pagina.goto(`${base}/#/login`);
  await pagina.getByRole('button', { name: 'Entrar' }).waitFor();
}

/** Signs in as admin, picks the Sede unit and waits for the people list's first cards. */
async function abrirListaDePessoas(pagina: Page): Promise<void> {
  await pagina.getByRole('textbox', { name: 'Usuário', exact: true }).fill('admin');
  await pagina.getByRole('textbox', { name: 'Senha', exact: true }).fill('admin');
  await pagina.getByRole('button', { name: 'Entrar' }).click();
  await pagina.getByRole('button', { name: /Sede/ }).click();
  await pagina.waitForURL(/#\/gestaopessoas\/lista$/);
  await pagina.getByRole('list', { name: 'Pessoas' }).getByRole('listitem').first().waitFor();
}

const kib = (bytes: number) => (bytes / 1024).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const soma = (arquivos: ArquivoRecebido[], medida: (a: ArquivoRecebido) => number) => arquivos.reduce((n, a) => n + medida(a), 0);

function imprimir(linhas: Linha[]): void {
  const cabecalho = ['página', 'arquivos', 'KiB decodificados', 'KiB transferidos', 'sem compressão'];
  const celulas = linhas.map(({ rotulo, arquivos }) => [
    rotulo,
    String(arquivos.length),
    kib(soma(arquivos, (a) => a.bruto)),
    kib(soma(arquivos, (a) => a.transferido)),
    String(arquivos.filter((a) => !a.codificacao).length),
  ]);
  const larguras = cabecalho.map((c, i) => Math.max(c.length, ...celulas.map((l) => (l[i] ?? '').length)));
  const formatar = (l: string[]) => `| ${l.map((c, i) => (i === 0 ? c.padEnd(larguras[i] ?? 0) : c.padStart(larguras[i] ?? 0))).join(' | ')} |`;
  console.log(formatar(cabecalho));
  console.log(`|${larguras.map((l, i) => (i === 0 ? '-'.repeat(l + 2) : `${'-'.repeat(l + 1)}:`)).join('|')}|`);
  celulas.forEach((l) => console.log(formatar(l)));
}

function detalhar({ rotulo, arquivos }: Linha): void {
  console.log(`\n${rotulo}:`);
  for (const a of [...arquivos].sort((x, y) => y.transferido - x.transferido)) {
    console.log(`  ${kib(a.transferido).padStart(7)} KiB ${(a.codificacao ?? '-').padEnd(4)} ${kib(a.bruto).padStart(7)} KiB  ${a.url}`);
  }
}

async function main() {
  // Built and compressed before the server starts: npm start would send the files uncompressed until it is done.
  await (await compilarClienteSeMudou()).precomprimir();
  const servidor = await iniciarServidor(DATA_DIR);
  const navegador = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const pagina = await navegador.newPage({ viewport: { width: 1440, height: 900 } });
    const gravacao = gravarArquivos(pagina);
    await abrirEntrada(pagina, servidor.base);
    const entrada = await gravacao.colher();
    await abrirListaDePessoas(pagina);
    const lista = await gravacao.colher();
    const linhas = [
      { rotulo: 'entrada (/#/login)', arquivos: entrada },
      { rotulo: 'lista de pessoas, além da entrada', arquivos: lista },
      { rotulo: 'entrada + lista de pessoas', arquivos: [...entrada, ...lista] },
    ];
    console.log(`JavaScript e CSS recebidos pelo Chromium (Accept-Encoding: ${gravacao.aceita()}); navegador novo, sem cache.`);
    console.log('Arquivos de menos de 1 KiB vão sem compressão.');
    imprimir(linhas);
    if (process.env.BENCH_DETALHE) linhas.slice(0, 2).forEach(detalhar);
  } finally {
    await navegador.close();
    await servidor.parar();
  }
}

await main();
