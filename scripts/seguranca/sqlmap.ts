import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { iniciarServidor } from '../servidor-de-bench.ts';

// `npm run test:sqlmap`: Debian's sqlmap against the filter and resource endpoints of a real
// server (a fresh DATA_DIR, the demo seed), logged in as admin in Sede. Prints a table of every
// target and its verdict; exits 1 when any parameter is injectable. Too slow for every CI run.

interface Alvo {
  nome: string;
  metodo: 'GET' | 'POST';
  /** The path and query; sqlmap tests every parameter of the query and of the JSON body. */
  url: string;
  corpo?: object;
}

const ALVOS: Alvo[] = [
  { nome: 'pessoas: filtro', metodo: 'POST', url: '/api/pessoas/filter?page=1&rpp=10', corpo: { q: 'silva', email: 'a', cpf: '1', cnpj: '1', numeroContato: '1', fields: 'id,nome' } },
  { nome: 'pessoas: mapa', metodo: 'POST', url: '/api/pessoas/mapa?lat=-23.5&lng=-46.6&raio=50&zoom=10', corpo: { q: 'maria' } },
  { nome: 'setores (motor)', metodo: 'GET', url: '/api/setores?page=1&rpp=10&q=adm&sort=nome,asc' },
  { nome: 'cargos (motor)', metodo: 'GET', url: '/api/pessoas/cargos?page=1&rpp=10&q=a&sort=nome,desc' },
  { nome: 'usuários', metodo: 'GET', url: '/api/usuarios?page=1&rpp=10&q=op&sort=nome,asc' },
  { nome: 'unidades', metodo: 'GET', url: '/api/unidades?page=1&rpp=10&q=sede' },
  { nome: 'mensagens: caixa de entrada', metodo: 'GET', url: '/api/mensagens/caixaentrada?page=1&rpp=10&q=or%C3%A7amento&dataInicial=2026-01-01&dataFinal=2026-12-31' },
  { nome: 'mensagens: pesquisa', metodo: 'GET', url: '/api/mensagens/pesquisa?q=a&pasta=enviados&lida=true&remetenteId=1' },
  { nome: 'mensagens: destinatários', metodo: 'GET', url: '/api/mensagens/destinatarios?q=op&term=op' },
  { nome: 'avisos publicados', metodo: 'GET', url: '/api/avisos/publicados?page=1&rpp=10' },
  { nome: 'cidades (autocompletar)', metodo: 'GET', url: '/api/cidades?q=sao&page=1&rpp=10' },
  { nome: 'tarefas', metodo: 'GET', url: '/api/tarefas?page=1&rpp=10' },
];

async function entrarNaSede(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
  const token = ((await login.json()) as { content: { token: string } }).content.token;
  const cabecalhos = { 'content-type': 'application/json', 'x-auth-token': token };
  const contexto = (await (await fetch(`${base}/api/context`, { headers: cabecalhos })).json()) as { content: { unidades: { id: number; nome: string }[] } };
  const sede = contexto.content.unidades.find((u) => u.nome === 'Sede');
  if (!sede) throw new Error('Sede não encontrada.');
  await fetch(`${base}/api/context/unidade`, { method: 'POST', headers: cabecalhos, body: JSON.stringify({ unidadeId: sede.id }) });
  return token;
}

interface Veredito {
  alvo: Alvo;
  parametros: number;
  injetaveis: string[];
  status: string;
}

function sondar(base: string, token: string, alvo: Alvo, saida: string): Veredito {
  const args = [
    '-u', `${base}${alvo.url}`,
    '--method', alvo.metodo,
    '-H', `X-AUTH-TOKEN: ${token}`,
    '--batch', '--flush-session', '--disable-coloring',
    '--level', process.env.SQLMAP_LEVEL ?? '3', '--risk', '1',
    '--dbms', 'PostgreSQL',
    '--output-dir', saida,
    '--skip-static', '--threads', '2',
  ];
  if (alvo.corpo) args.push('--data', JSON.stringify(alvo.corpo), '-H', 'Content-Type: application/json');
  const r = spawnSync('sqlmap', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const texto = `${r.stdout}\n${r.stderr}`;
  const injetaveis = [...texto.matchAll(/Parameter: (.+?) \(/g)].map((m) => m[1] ?? '');
  const testados = new Set([...texto.matchAll(/testing if (?:\(custom\) )?(?:GET|POST|JSON|\(custom\) POST)? ?parameter '([^']+)'/gi)].map((m) => m[1]));
  const seguro = /all tested parameters do not appear to be injectable/.test(texto);
  const status = injetaveis.length > 0 ? 'INJETÁVEL' : seguro ? 'nenhum injetável' : `inconclusivo (saída ${r.status})`;
  return { alvo, parametros: testados.size, injetaveis, status };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'alicerce-sqlmap-'));
const saida = await mkdtemp(path.join(tmpdir(), 'alicerce-sqlmap-saida-'));
const servidor = await iniciarServidor(dataDir, { JOB_WORKERS: 'false' });
let falhou: boolean;
try {
  const token = await entrarNaSede(servidor.base);
  const vereditos: Veredito[] = [];
  for (const alvo of ALVOS) {
    const veredito = sondar(servidor.base, token, alvo, saida);
    vereditos.push(veredito);
    console.error(`${alvo.nome}: ${veredito.status}`);
  }
  console.log('\n| alvo | chamada | parâmetros testados | resultado |\n|---|---|---|---|');
  for (const v of vereditos) console.log(`| ${v.alvo.nome} | ${v.alvo.metodo} ${v.alvo.url.split('?')[0]} | ${v.parametros} | ${v.status}${v.injetaveis.length ? `: ${v.injetaveis.join(', ')}` : ''} |`);
  const total = vereditos.reduce((s, v) => s + v.parametros, 0);
  const injetaveis = vereditos.flatMap((v) => v.injetaveis);
  console.log(`\n${vereditos.length} alvos, ${total} parâmetros testados, ${injetaveis.length} injetáveis.`);
  falhou = injetaveis.length > 0 || vereditos.some((v) => v.status.startsWith('inconclusivo'));
} finally {
  await servidor.parar();
  await rm(dataDir, { recursive: true, force: true });
  await rm(saida, { recursive: true, force: true });
}
process.exit(falhou ? 1 : 0);
