import { spawn, spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { lerConfig } from '../src/server/config.ts';
import { abrirBanco } from '../src/server/db/iniciar.ts';
import { portaLivre } from '../src/server/porta-livre.ts';

// The people list at a million people, through the real HTTP API of a server process on the
// embedded PostgreSQL: the first page of POST /api/pessoas/filter for each kind of search, the
// next pages while scrolling, and the map for a radius holding about 100,000 people.
// `npm run bench pessoas`. The people are seeded once into BENCH_DATA_DIR (default
// data/bench-pessoas, BENCH_PESSOAS people, default 1,000,000) and reused on later runs.

const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-pessoas');
const PESSOAS = Number(process.env.BENCH_PESSOAS ?? 1_000_000);
const REPETICOES = Number(process.env.BENCH_REPETICOES ?? 200);
const NO_MAPA = 100_000;
const RPP = 15;

interface Medida {
  consulta: string;
  tempos: number[];
  resultado: string;
}

async function pessoasNoBanco(): Promise<number> {
  const banco = await abrirBanco(lerConfig({ DATA_DIR }));
  try {
    const existe = await banco.db.selectFrom('pessoa').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(existe?.n ?? 0);
  } finally {
    await banco.encerrar();
    // The data folder's owner mark names this (still running) process: the server would refuse it.
    await rm(path.join(DATA_DIR, 'alicerce.pid'), { force: true });
  }
}

/** The people in the register, after seeding what is missing. */
async function semearSeFaltar(): Promise<number> {
  const existentes = await pessoasNoBanco();
  if (existentes >= PESSOAS) return existentes;
  console.log(`Semeando ${(PESSOAS - existentes).toLocaleString('pt-BR')} pessoas em ${DATA_DIR} (uma vez só)...`);
  const { status } = spawnSync(process.execPath, ['src/server/cli/seed.ts', '--pessoas', String(PESSOAS - existentes)], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR },
  });
  if (status !== 0) throw new Error('A semeadura falhou.');
  return pessoasNoBanco();
}

async function iniciarServidor(): Promise<{ base: string; parar: () => Promise<void> }> {
  const port = await portaLivre();
  const base = `http://127.0.0.1:${port}`;
  const servidor = spawn(process.execPath, ['src/server/cli/start.ts'], {
    env: { ...process.env, DATA_DIR, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', JOB_WORKERS: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const fim = Date.now() + 300_000;
  while (!(await fetch(`${base}/health`).then((r) => r.ok, () => false))) {
    if (servidor.exitCode !== null || Date.now() > fim) throw new Error('O servidor não subiu.');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    parar: async () => {
      const saiu = new Promise((r) => servidor.once('exit', r));
      servidor.kill('SIGTERM');
      await saiu;
    },
  };
}

function cliente(base: string) {
  let token = '';
  const chamar = async <T>(metodo: string, url: string, corpo?: unknown): Promise<{ ms: number; content: T }> => {
    const inicio = performance.now();
    const r = await fetch(`${base}${url}`, {
      method: metodo,
      headers: { 'X-AUTH-TOKEN': token, ...(corpo === undefined ? {} : { 'content-type': 'application/json' }) },
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
    });
    const json = (await r.json()) as { content: T; message?: string };
    const ms = performance.now() - inicio;
    if (!r.ok) throw new Error(`${metodo} ${url}: ${r.status} ${json.message ?? ''}`);
    return { ms, content: json.content };
  };
  return {
    chamar,
    async entrar() {
      token = (await chamar<{ token: string }>('POST', '/api/login', { username: 'admin', password: 'admin' })).content.token;
      const { content } = await chamar<{ unidades: { id: number; nome: string }[] }>('GET', '/api/context');
      const sede = content.unidades.find((u) => u.nome === 'Sede');
      if (!sede) throw new Error('Unidade Sede não encontrada.');
      await chamar('POST', '/api/context/unidade', { unidadeId: sede.id });
    },
  };
}

type Cliente = ReturnType<typeof cliente>;
interface Pagina {
  resultList: { pessoaFisica: { cpf: string | null } | null; emailPrincipal: string | null }[];
  count: number;
  countExact: boolean;
}

const percentil = (ordenados: readonly number[], p: number) => ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? NaN;

async function medirFiltro(c: Cliente, consulta: string, corpo: object): Promise<Medida> {
  const tempos: number[] = [];
  let ultima: Pagina | null = null;
  for (let i = 0; i < REPETICOES + 5; i++) {
    const { ms, content } = await c.chamar<Pagina>('POST', `/api/pessoas/filter?page=1&rpp=${RPP}`, corpo);
    if (i >= 5) tempos.push(ms);
    ultima = content;
  }
  const total = ultima === null ? '' : `${ultima.countExact ? '' : 'mais de '}${ultima.count.toLocaleString('pt-BR')}`;
  return { consulta, tempos, resultado: total };
}

async function medirPaginas(c: Cliente): Promise<Medida> {
  const tempos: number[] = [];
  for (let page = 2; page < REPETICOES + 2; page++) {
    tempos.push((await c.chamar<Pagina>('POST', `/api/pessoas/filter?page=${page}&rpp=${RPP}`, { q: 'silva' })).ms);
  }
  return { consulta: 'próximas páginas (q silva, páginas 2 a 201)', tempos, resultado: `${RPP} por página` };
}

async function idPorDescricao(c: Cliente, url: string, descricao: string): Promise<number> {
  const { content } = await c.chamar<{ resultList: { id: number; descricao: string }[] }>('GET', `${url}?rpp=50&q=${encodeURIComponent(descricao)}`);
  const achado = content.resultList.find((r) => r.descricao === descricao);
  if (!achado) throw new Error(`'${descricao}' não encontrado em ${url}.`);
  return achado.id;
}

type ItemDoMapa = { quantidade?: number };
const pessoasNoMapa = (itens: readonly ItemDoMapa[]) => itens.reduce((n, i) => n + (i.quantidade ?? 1), 0);

/** The radius (km) around São Paulo holding about NO_MAPA people of the unit, by bisection. */
async function raioPara(c: Cliente, centro: string): Promise<number> {
  let [baixo, alto] = [10, 3000];
  for (let i = 0; i < 14; i++) {
    const meio = (baixo + alto) / 2;
    const { content } = await c.chamar<ItemDoMapa[]>('POST', `/api/pessoas/mapa?${centro}&raio=${meio}&zoom=4`, {});
    if (pessoasNoMapa(content) < NO_MAPA) baixo = meio;
    else alto = meio;
  }
  return Math.round(alto);
}

async function medirMapa(c: Cliente): Promise<Medida[]> {
  const centro = 'latitude=-23.5505&longitude=-46.6333';
  const raio = await raioPara(c, centro);
  const medir = async (consulta: string, url: string, vezes: number): Promise<Medida> => {
    const tempos: number[] = [];
    let itens: ItemDoMapa[] = [];
    for (let i = 0; i < vezes + 2; i++) {
      const { ms, content } = await c.chamar<ItemDoMapa[]>('POST', url, {});
      if (i >= 2) tempos.push(ms);
      itens = content;
    }
    return { consulta, tempos, resultado: `${pessoasNoMapa(itens).toLocaleString('pt-BR')} pessoas em ${itens.length.toLocaleString('pt-BR')} itens` };
  };
  return [
    await medir(`mapa, raio ${raio} km, zoom 4 (agrupado no servidor)`, `/api/pessoas/mapa?${centro}&raio=${raio}&zoom=4`, 20),
    await medir(`mapa, mesmo raio, zoom 8 com bbox da tela`, `/api/pessoas/mapa?${centro}&raio=${raio}&zoom=8&bbox=-49.3,-25.0,-44.0,-22.1`, 20),
  ];
}

function imprimir(medidas: readonly Medida[]): void {
  const linhas = medidas.map((m) => {
    const t = [...m.tempos].sort((a, b) => a - b);
    return [m.consulta, String(t.length), percentil(t, 50).toFixed(1), percentil(t, 95).toFixed(1), (t.at(-1) ?? NaN).toFixed(1), m.resultado];
  });
  const cabecalho = ['consulta', 'n', 'p50 ms', 'p95 ms', 'máx ms', 'resultado'];
  const larguras = cabecalho.map((c, i) => Math.max(c.length, ...linhas.map((l) => (l[i] ?? '').length)));
  const formatar = (l: readonly string[]) => `| ${l.map((c, i) => (i === 0 || i === 5 ? c.padEnd(larguras[i] ?? 0) : c.padStart(larguras[i] ?? 0))).join(' | ')} |`;
  console.log(formatar(cabecalho));
  console.log(`|${larguras.map((l) => '-'.repeat(l + 2)).join('|')}|`);
  linhas.forEach((l) => console.log(formatar(l)));
}

async function main(): Promise<void> {
  const total = await semearSeFaltar();
  const servidor = await iniciarServidor();
  try {
    const c = cliente(servidor.base);
    await c.entrar();
    const amostra = (await c.chamar<Pagina>('POST', '/api/pessoas/filter?page=1&rpp=100', { papelPessoaFisica: true })).content.resultList;
    const cpf = amostra.find((p) => p.pessoaFisica?.cpf)?.pessoaFisica?.cpf ?? '';
    const cidade = (await c.chamar<{ resultList: { id: number }[] }>('GET', `/api/cidades?q=${encodeURIComponent('São Paulo - SP')}`)).content.resultList[0]?.id;
    const casos: [string, object][] = [
      ['q silva (sobrenome comum)', { q: 'silva' }],
      ['q caramuru (nome raro)', { q: 'caramuru' }],
      ['q CPF', { q: cpf }],
      ['filtro CPF', { cpf }],
      ['filtro e-mail: domínio (example.org)', { email: 'example.org' }],
      ['filtro e-mail: maria.silva (pior caso, ligado ao nome)', { email: 'maria.silva' }],
      ['filtro cidade (São Paulo)', { cidadeId: cidade }],
      ['filtro telefone (11 9876)', { numeroContato: '119876' }],
      ['Pessoas Físicas', { papelPessoaFisica: true }],
      ['Pessoas Jurídicas', { papelPessoaJuridica: true }],
      ['Cadastro Portal Doação', { isOrigemCadastroPortalDoacao: true }],
      ['fornecedores (modo fornecedor)', { fornecedor: true }],
      ['situação Ativo (comum)', { situacoes: [await idPorDescricao(c, '/api/pessoas/situacoes', 'Ativo')] }],
      ['situação Falecido (rara)', { situacoes: [await idPorDescricao(c, '/api/pessoas/situacoes', 'Falecido')] }],
      ['grupo Doadores (comum)', { grupos: [await idPorDescricao(c, '/api/pessoas/grupospessoas', 'Doadores')] }],
      ['grupo Conselho (raro)', { grupos: [await idPorDescricao(c, '/api/pessoas/grupospessoas', 'Conselho')] }],
    ];
    const medidas: Medida[] = [];
    for (const [consulta, corpo] of casos) medidas.push(await medirFiltro(c, consulta, corpo));
    medidas.push(await medirPaginas(c), ...(await medirMapa(c)));
    const cpu = cpus();
    console.log(`Máquina: ${cpu[0]?.model ?? '?'}, ${cpu.length} núcleos, ${(totalmem() / 2 ** 30).toFixed(1)} GiB de RAM.`);
    console.log(`${total.toLocaleString('pt-BR')} pessoas; primeira página (rpp ${RPP}) de POST /api/pessoas/filter, ${REPETICOES} chamadas por linha, tempo de ida e volta pelo HTTP.`);
    imprimir(medidas);
  } finally {
    await servidor.parar();
  }
}

await main();
