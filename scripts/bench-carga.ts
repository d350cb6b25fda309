import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gerarHashSenha } from '../src/server/auth/senha.ts';
import { lerConfig } from '../src/server/config.ts';
import { abrirBanco } from '../src/server/db/iniciar.ts';
import { semearDemo } from '../src/server/seed/demo.ts';
import { semearReferencia } from '../src/server/seed/referencia.ts';
import { iniciarServidor } from './servidor-de-bench.ts';

// `npm run bench carga`: BENCH_EQUIPE (50) staff members at once against a real server process
// (a fresh DATA_DIR with the demo seed, 2,000 people) for BENCH_SEGUNDOS (300). Each logs in,
// picks Sede, then works in a loop with a human pause (BENCH_PAUSA_MS, 500-1,500 ms) between
// steps: the people list, a search, a person opened, that person saved back. Prints latency by
// kind of call, the 5xx count and the server's memory growth (RSS, after a 30 s warm-up).
// Targets (issue 7): p95 reads <= 150 ms, writes <= 400 ms, zero 5xx, memory growth < 10%.

const EQUIPE = Number(process.env.BENCH_EQUIPE ?? 50);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 300);
const AQUECIMENTO_S = Math.min(30, SEGUNDOS / 5);
const [PAUSA_MIN, PAUSA_MAX] = (process.env.BENCH_PAUSA_MS ?? '500-1500').split('-').map(Number) as [number, number];
const SENHA = 'Carga-Bench-1';
const BUSCAS = ['silva', 'maria', 'santos', 'jose', 'oliveira', 'ana', 'souza', 'costa', 'lima', 'pereira'];

type Tipo = 'entrada' | 'leitura' | 'escrita';
interface Amostra {
  tipo: Tipo;
  passo: string;
  ms: number;
  status: number;
}

const amostras: Amostra[] = [];
let fim = 0;

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pausa = () => dormir(PAUSA_MIN + Math.random() * (PAUSA_MAX - PAUSA_MIN));
const sorteio = <T>(itens: readonly T[]): T => itens[Math.floor(Math.random() * itens.length)] as T;

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

/** The database, seeded as `npm start` would, plus the staff: EQUIPE users of Sede with the people tags. */
async function prepararBanco(dataDir: string): Promise<string[]> {
  const banco = await abrirBanco(lerConfig({ DATA_DIR: dataDir }));
  const { db } = banco;
  try {
    await semearReferencia(db);
    await semearDemo(db);
    const sede = await db.selectFrom('unidade').select('id').where('nome', '=', 'Sede').executeTakeFirstOrThrow();
    const grupo = await db.insertInto('grupo_permissao').values({ nome: 'Equipe do bench de carga', descricao: null }).returning('id').executeTakeFirstOrThrow();
    const tags = ['gestaopessoas.pessoa.visualizar', 'gestaopessoas.pessoa.editar'];
    await db.insertInto('grupo_permissao_tag').values(tags.map((tag) => ({ grupo_id: grupo.id, tag }))).execute();
    const hash = await gerarHashSenha(SENHA);
    const logins = Array.from({ length: EQUIPE }, (_, i) => `carga${String(i + 1).padStart(2, '0')}`);
    for (const login of logins) {
      const { id } = await db.insertInto('usuario').values({ login, nome: `Equipe ${login}`, email: `${login}@ong.example.org`, senha_hash: hash }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('usuario_unidade').values({ usuario_id: id, unidade_id: sede.id }).execute();
      await db.insertInto('usuario_grupo').values({ usuario_id: id, grupo_id: grupo.id }).execute();
    }
    return logins;
  } finally {
    await banco.encerrar();
    // The data folder's owner mark names this (still running) process: the server would refuse it.
    await rm(path.join(dataDir, 'alicerce.pid'), { force: true });
  }
}

function cliente(base: string) {
  let token = '';
  return {
    definirToken: (t: string) => (token = t),
    async chamar<T>(tipo: Tipo, passo: string, metodo: string, url: string, corpo?: unknown): Promise<T | null> {
      const inicio = performance.now();
      let status = 0;
      try {
        const r = await fetch(`${base}${url}`, {
          method: metodo,
          headers: { 'x-auth-token': token, ...(corpo === undefined ? {} : { 'content-type': 'application/json' }) },
          body: corpo === undefined ? undefined : JSON.stringify(corpo),
        });
        status = r.status;
        const json = (await r.json()) as { content: T };
        return r.ok ? json.content : null;
      } finally {
        if (Date.now() < fim) amostras.push({ tipo, passo, ms: performance.now() - inicio, status });
      }
    },
  };
}

async function trabalhar(base: string, login: string): Promise<void> {
  const c = cliente(base);
  // Staff arrive over the first seconds, not in one burst.
  await dormir(Math.random() * 5_000);
  const entrada = await c.chamar<{ token: string }>('entrada', 'entrar', 'POST', '/api/login', { username: login, password: SENHA });
  if (!entrada) throw new Error(`${login} não entrou.`);
  c.definirToken(entrada.token);
  const contexto = await c.chamar<{ unidades: { id: number; nome: string }[] }>('leitura', 'contexto', 'GET', '/api/context');
  await c.chamar('escrita', 'escolher a unidade', 'POST', '/api/context/unidade', { unidadeId: contexto?.unidades.find((u) => u.nome === 'Sede')?.id });
  while (Date.now() < fim) {
    const lista = await c.chamar<{ resultList: { id: number }[] }>('leitura', 'lista', 'POST', '/api/pessoas/filter?page=1&rpp=15', {});
    await pausa();
    const busca = await c.chamar<{ resultList: { id: number }[] }>('leitura', 'pesquisa', 'POST', '/api/pessoas/filter?page=1&rpp=15', { q: sorteio(BUSCAS) });
    await pausa();
    const id = sorteio([...(busca?.resultList ?? []), ...(lista?.resultList ?? [])]).id;
    const pessoa = await c.chamar<Record<string, unknown>>('leitura', 'abrir a pessoa', 'GET', `/api/pessoas/${id}`);
    await pausa();
    if (pessoa) await c.chamar('escrita', 'salvar a pessoa', 'POST', '/api/pessoas', pessoa);
    await pausa();
  }
}

const percentil = (ordenados: readonly number[], p: number) => ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? NaN;
const ms = (n: number) => n.toFixed(1);

function linha(rotulo: string, lista: readonly Amostra[]): string {
  const tempos = lista.map((a) => a.ms).sort((a, b) => a - b);
  const erros5xx = lista.filter((a) => a.status >= 500).length;
  const outros = lista.filter((a) => a.status < 200 || (a.status >= 300 && a.status < 500)).length;
  return `| ${rotulo} | ${lista.length} | ${ms(percentil(tempos, 50))} | ${ms(percentil(tempos, 95))} | ${ms(percentil(tempos, 99))} | ${ms(tempos.at(-1) ?? NaN)} | ${erros5xx} | ${outros} |`;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'alicerce-carga-'));
const logins = await prepararBanco(dataDir);
const servidor = await iniciarServidor(dataDir);
try {
  console.log(`${EQUIPE} pessoas da equipe por ${SEGUNDOS} s, pausa de ${PAUSA_MIN} a ${PAUSA_MAX} ms entre os passos; ${cpus().length} núcleos.`);
  fim = Date.now() + SEGUNDOS * 1000;
  const trabalho = Promise.all(logins.map((login) => trabalhar(servidor.base, login)));
  await dormir(AQUECIMENTO_S * 1000);
  const memoriaInicial = await rssKb(servidor.pid);
  const carga = loadavg()[0] ?? NaN;
  await trabalho;
  const memoriaFinal = await rssKb(servidor.pid);
  const crescimento = ((memoriaFinal - memoriaInicial) / memoriaInicial) * 100;

  console.log('\n| chamadas | quantidade | p50 ms | p95 ms | p99 ms | máx ms | 5xx | outros não 2xx |\n|---|---|---|---|---|---|---|---|');
  for (const tipo of ['leitura', 'escrita'] as const) console.log(linha(`**${tipo === 'leitura' ? 'leituras' : 'escritas'}**`, amostras.filter((a) => a.tipo === tipo)));
  for (const passo of [...new Set(amostras.map((a) => a.passo))]) console.log(linha(passo, amostras.filter((a) => a.passo === passo)));
  const segundos = SEGUNDOS;
  console.log(
    `\n${amostras.length.toLocaleString('pt-BR')} chamadas em ${segundos} s (${(amostras.length / segundos).toFixed(1)} por segundo); ` +
      `memória do servidor (RSS) ${Math.round(memoriaInicial / 1024)} MiB após ${AQUECIMENTO_S} s → ${Math.round(memoriaFinal / 1024)} MiB no fim (${crescimento >= 0 ? '+' : ''}${crescimento.toFixed(1)}%); ` +
      `carga da máquina ${carga.toFixed(1)} durante a medição.`,
  );
} finally {
  await servidor.parar();
  await rm(dataDir, { recursive: true, force: true });
}
