import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASTA_CLIENTE } from '../../src/server/caminhos.ts';
import { PAGINAS_DOS_PORTAIS } from '../../src/server/http/cliente.ts';
import { carregarCatalogoDeTelas, type CatalogoDeTelas } from '../../src/server/resources/catalogo-de-telas.ts';
import type { RotaServida } from '../../src/server/http/rotas-servidas.ts';
import { reservarCodigos } from '../../src/server/modules/pessoas/codigo.ts';
import { CHAVES_DO_CATALOGO } from '../../src/shared/i18n/catalogo.ts';
import type { TarefaResumo } from '../../src/shared/realtime/protocolo.ts';
import { criarAppDeTeste, type AppDeTeste } from '../support/app.ts';
import { corpoMultipart, criarUsuario, idDaUnidade, idDoUsuario, pngDeVerdade } from '../server/ajudantes.ts';
import { criarGrupo } from '../server/modules/registrointervalo/ajudantes.ts';
import { camposDaRota, cargasDosCampos, cargasGerais, modeloDaUrl, PARAMETROS_HOSTIS, propriedadesDe, type Carga } from './cargas-hostis.ts';
import { problemaDaResposta, problemasDoServido } from './contrato.ts';
import { BASES_RECUSADAS, CORPOS_VALIDOS } from './corpos-validos.ts';
import { esperarTarefas, impressaoDoBanco, referenciasA, tabelasAlteradas } from './impressao-do-banco.ts';
import { MATRIZ, type Caso } from './matriz.ts';
import { arquivoDaTarefa, celulaAtiva, FORMULAS, saiuNeutralizada, textosDoCsv, textosDoXlsx } from './planilhas.ts';
import { prepararRegistros, type Registros } from './registros.ts';

// Issue 7's hostile input: every write route the server serves (Fastify's own route table, so a
// new route is attacked without being listed) gets, as the administrator in Sede, bodies of the
// wrong shape, each text member as another type, 1 MB long or with a NUL, ids that look like SQL
// or do not fit, deep nesting, prototype pollution, and malformed URL parameters. Every answer
// must be a 4xx with a pt-BR message, and the database must end as it began. Then: members a
// route does not declare are never written; text that looks like markup or SQL is stored and read
// back as the very same text; every export neutralises formulas; uploads cannot smuggle a page or
// a path. The last test checks how many hostile requests were sent.

const ESCRITA = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const SEM_FILTRO = 'no filter is a legitimate request: the whole register';
const SEM_NUL = 'messages and notices store text without its NULs, by design (mensagens/normalizacao.ts)';
const NUL_DA_CARTA = { 'assunto: texto com NUL': SEM_NUL, 'corpo: texto com NUL': SEM_NUL };

/** Payloads of the battery that a route accepts by design, left out of it, each with the reason. */
const LEGITIMOS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'POST /api/pessoas/filter': { 'corpo null': SEM_FILTRO, 'corpo vazio {}': SEM_FILTRO },
  'POST /api/pessoas/mapa': { 'corpo null': SEM_FILTRO, 'corpo vazio {}': SEM_FILTRO },
  'POST /api/relatorios/pessoascadastradas': { 'corpo null': SEM_FILTRO, 'corpo vazio {}': SEM_FILTRO },
  'POST /api/relatorios/usuarios': { 'corpo null': 'no search: every user the requester may list', 'corpo vazio {}': 'no search: every user the requester may list' },
  'POST /api/mensagens': NUL_DA_CARTA,
  'POST /api/mensagens/rascunhos': NUL_DA_CARTA,
  'PUT /api/mensagens/rascunhos/:id': NUL_DA_CARTA,
  'POST /api/mensagens/rascunhos/:id/enviar': NUL_DA_CARTA,
  'POST /api/mensagens/:id/respostas': { 'corpo: texto com NUL': SEM_NUL },
  'POST /api/avisos': { 'titulo: texto com NUL': SEM_NUL, 'texto: texto com NUL': SEM_NUL },
  'POST /api/financeiro/conciliacao/linhas/:id/ignorar': { 'corpo null': 'the call takes no body: ignoring the line is the request', 'corpo vazio {}': 'the call takes no body: ignoring the line is the request' },
  'POST /api/financeiro/conciliacao/linhas/:id/restaurar': { 'corpo null': 'the call takes no body: restoring the line is the request', 'corpo vazio {}': 'the call takes no body: restoring the line is the request' },
};
const LOTE = 8;

let t: AppDeTeste;
let token: string;
let registros: Registros;
let catalogo: CatalogoDeTelas;
let enviadas = 0;
/** The LEGITIMOS payloads the battery generated and left out (so the list cannot rot). */
const omitidos = new Set<string>();

beforeAll(async () => {
  // The battery sends thousands of calls from one address: the public calls' limit (429) would
  // answer for the route's own checks, so it is raised here (tests/server/http/limite-publico.test.ts proves it).
  t = await criarAppDeTeste({ publicoPedidos: 1_000_000 });
  await t.app.ready();
  token = await t.entrarNaUnidade('admin', 'Sede');
  registros = await prepararRegistros(t, token);
  catalogo = await carregarCatalogoDeTelas();
});
afterAll(() => t?.fechar());

interface Pedido {
  chave: string;
  carga: string;
  method: HTTPMethods;
  url: string;
  token: string;
  corpo?: string | Buffer;
  tipo?: string;
}

/** Sends one hostile request (counted). */
function enviar(p: Pedido): Promise<LightMyRequestResponse> {
  enviadas++;
  return t.chamar({ method: p.method, url: p.url, token: p.token, ...(p.corpo === undefined ? {} : { payload: p.corpo, headers: { 'content-type': p.tipo ?? 'application/json' } }) });
}

/** The URL with each `:param` filled with its record (matriz.ts), or with `hostil` for the one named. */
async function enderecoDo(url: string, caso: Caso | undefined, hostil?: { nome: string; valor: string }): Promise<string> {
  let endereco = url;
  for (const [, nome = ''] of url.matchAll(/:([A-Za-z]+)/g)) {
    const registro = caso?.parametros?.[nome];
    if (registro === undefined) throw new Error(`${url}: a matriz não diz com que registro preencher '${nome}'`);
    const valor = hostil?.nome === nome ? hostil.valor : encodeURIComponent(String(await registros.valor(registro)));
    endereco = endereco.replace(`:${nome}`, valor);
  }
  const consulta = caso?.consulta?.(registros.fixos);
  return consulta === undefined ? endereco : `${endereco}?${consulta}`;
}

/** Runs the requests a few at a time; answers the contract's breaches. */
async function executar(pedidos: readonly Pedido[]): Promise<string[]> {
  const problemas: string[] = [];
  for (let i = 0; i < pedidos.length; i += LOTE) {
    await Promise.all(
      pedidos.slice(i, i + LOTE).map(async (p) => {
        const r = await enviar(p);
        const problema = problemaDaResposta(p.chave, r);
        if (problema !== null) problemas.push(`${p.chave} [${p.carga}]: ${problema} ${r.body.slice(0, 200)}`);
      }),
    );
  }
  return problemas;
}

const temCorpo = (rota: RotaServida) => rota.corpo !== undefined;

/** Every hostile request of one write route. */
async function pedidosDaRota(rota: RotaServida, sessao: string): Promise<Pedido[]> {
  const chave = `${rota.metodo} ${rota.url}`;
  const caso = MATRIZ[chave];
  const base = CORPOS_VALIDOS[chave]?.(registros.fixos) ?? {};
  const url = await enderecoDo(rota.url, caso);
  const pedido = (carga: Carga, endereco = url): Pedido => ({
    chave,
    carga: carga.nome,
    method: rota.metodo as HTTPMethods,
    url: endereco,
    token: sessao,
    ...(carga.corpo === undefined ? {} : { corpo: carga.corpo, tipo: carga.tipo }),
  });
  const cargas = [...cargasGerais()];
  // JSON null is sent only where a body is declared: a route that takes none reads null as no
  // body at all (Fastify hands an absent body to the validator as null).
  if (temCorpo(rota)) {
    cargas.push({ nome: 'corpo null', corpo: 'null', tipo: 'application/json' }, { nome: 'corpo vazio {}', corpo: '{}', tipo: 'application/json' });
    cargas.push(...cargasDosCampos(base, camposDaRota(rota.url, rota.corpo, base, catalogo)));
  }
  const pedidos: Pedido[] = [];
  for (const c of cargas) {
    if (LEGITIMOS[chave]?.[c.nome] === undefined) pedidos.push(pedido(c));
    else omitidos.add(`${chave} [${c.nome}]`);
  }
  // Each URL parameter malformed in turn, the rest of the request valid.
  const corpoValido = { nome: '', corpo: JSON.stringify(base), tipo: 'application/json' };
  for (const [, nome = ''] of rota.url.matchAll(/:([A-Za-z]+)/g)) {
    for (const valor of PARAMETROS_HOSTIS) {
      pedidos.push(pedido({ ...corpoValido, nome: `parâmetro ${nome}=${valor}` }, await enderecoDo(rota.url, caso, { nome, valor })));
    }
  }
  return pedidos;
}

describe('hostile input on every write route', () => {
  it('answers every hostile request with a pt-BR 4xx and leaves the database as it was', { timeout: 120_000 }, async () => {
    const escritas = t.app.rotasServidas().filter((r) => ESCRITA.has(r.metodo));
    const pedidos: Pedido[] = [];
    for (const rota of escritas) {
      // A call that ends or changes its own session gets a session of its own.
      const sessao = MATRIZ[`${rota.metodo} ${rota.url}`]?.sessaoPropria ? await t.entrarNaUnidade('admin', 'Sede') : token;
      pedidos.push(...(await pedidosDaRota(rota, sessao)));
    }
    await esperarTarefas(t.db);
    const antes = await impressaoDoBanco(t.db);
    const problemas = await executar(pedidos);
    await esperarTarefas(t.db);
    const alteradas = tabelasAlteradas(antes, await impressaoDoBanco(t.db));
    expect(escritas.length).toBeGreaterThan(70);
    expect({ problemas, alteradas }, `${problemas.length} de ${pedidos.length} pedidos hostis fora do contrato`).toEqual({ problemas: [], alteradas: [] });
  });

  it('never writes a member a route does not declare (no mass assignment)', { timeout: 60_000 }, async () => {
    const norte = await idDaUnidade(t.db, 'Unidade Norte');
    const intruso = await criarUsuario(t.db, { login: 'hostil.intruso', unidadeIds: [norte] });
    const antes = await referenciasA(t.db, norte, intruso);
    const problemas: string[] = [];
    for (const rota of t.app.rotasServidas()) {
      const chave = `${rota.metodo} ${rota.url}`;
      const base = CORPOS_VALIDOS[chave]?.(registros.fixos);
      if (base === undefined) continue;
      const declarados = new Set(Object.keys({ ...propriedadesDe(rota.corpo), ...(modeloDaUrl(catalogo, rota.url)?.properties ?? {}) }));
      const membros = {
        unidade_id: norte, unidadeId: norte, unidade: { id: norte }, usuario_id: intruso, usuarioId: intruso, criado_por: intruso, criadoPor: intruso,
        administrador: true, tags: ['administrador'], senha_hash: 'x', senhaHash: 'x',
      };
      const intrusos = Object.fromEntries(Object.entries(membros).filter(([nome]) => !declarados.has(nome)));
      const sessao = MATRIZ[chave]?.sessaoPropria ? await t.entrarNaUnidade('admin', 'Sede') : token;
      const p: Pedido = { chave, carga: 'membros não declarados', method: rota.metodo as HTTPMethods, url: await enderecoDo(rota.url, MATRIZ[chave]), token: sessao, corpo: JSON.stringify({ ...base, ...intrusos }) };
      const r = await enviar(p);
      // A body schema that lists its members refuses any other by name; the engine and the people
      // register validate in their handlers against the model, which drops what it does not declare.
      if (Object.keys(propriedadesDe(rota.corpo)).length > 0 || r.statusCode >= 300) {
        const problema = problemaDaResposta(p.chave, r);
        if (problema !== null) problemas.push(`${chave}: ${problema} ${r.body.slice(0, 200)}`);
      }
    }
    await esperarTarefas(t.db);
    expect({ problemas, referencias: await referenciasA(t.db, norte, intruso) }).toEqual({ problemas: [], referencias: antes });
  });
});

describe('text that looks like markup or SQL', () => {
  const TEXTOS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', "'; DROP TABLE pessoa; --", "1' OR '1'='1"];

  /** Every string anywhere in a JSON value. */
  const textosDe = (valor: unknown): string[] =>
    typeof valor === 'string' ? [valor] : typeof valor === 'object' && valor !== null ? Object.values(valor).flatMap(textosDe) : [];

  interface Gravacao {
    recurso: string;
    /** Saves `texto` in the resource's text fields; answers the save's reply and how to read the record back. */
    gravar(texto: string): Promise<{ r: LightMyRequestResponse; ler: (r: LightMyRequestResponse) => { method: HTTPMethods; url: string } }>;
    /** How many of its text fields hold the text. */
    campos: number;
  }

  const post = (url: string, payload: object, method: HTTPMethods = 'POST') => enviar({ chave: `${method} ${url}`, carga: 'texto ativo', method, url, token, corpo: JSON.stringify(payload) });
  const id = (r: LightMyRequestResponse) => r.json<{ content: { id: number } }>().content.id;

  const GRAVACOES: readonly Gravacao[] = [
    { recurso: 'pessoa (nome, observação)', campos: 2, gravar: async (texto) => ({ r: await post('/api/pessoas', { nome: texto, observacao: texto }), ler: (r) => ({ method: 'GET', url: `/api/pessoas/${id(r)}` }) }) },
    {
      recurso: 'mensagem (assunto, corpo)',
      campos: 2,
      gravar: async (texto) => ({
        r: await post('/api/mensagens', { assunto: texto, corpo: texto, destinatarios: [registros.fixos.destinatario] }),
        ler: (r) => ({ method: 'GET', url: `/api/mensagens/conversas/${r.json<{ content: { conversaId: number } }>().content.conversaId}` }),
      }),
    },
    {
      recurso: 'aviso (título, texto)',
      campos: 2,
      gravar: async (texto) => ({
        r: await post('/api/avisos', { titulo: texto, texto, alcance: 'USUARIOS', usuarios: [await idDoUsuario(t.db, 'admin')] }),
        ler: (r) => ({ method: 'GET', url: `/api/avisos/${id(r)}` }),
      }),
    },
    { recurso: 'setor (motor)', campos: 1, gravar: async (texto) => ({ r: await post('/api/setores', { nome: texto }), ler: (r) => ({ method: 'GET', url: `/api/setores/${id(r)}` }) }) },
    { recurso: 'unidade (motor)', campos: 1, gravar: async (texto) => ({ r: await post('/api/unidades', { nome: texto }), ler: (r) => ({ method: 'GET', url: `/api/unidades/${id(r)}` }) }) },
    {
      recurso: 'grupo de permissão (nome, descrição)',
      campos: 2,
      gravar: async (texto) => ({ r: await post('/api/grupospermissao', { nome: texto, descricao: texto, tags: [] }), ler: (r) => ({ method: 'GET', url: `/api/grupospermissao/${id(r)}` }) }),
    },
    { recurso: 'política de privacidade', campos: 1, gravar: async (texto) => ({ r: await post('/api/politicaprivacidade', { texto }, 'PUT'), ler: () => ({ method: 'GET', url: '/api/politicaprivacidade' }) }) },
    {
      recurso: 'mensagem da interface',
      campos: 1,
      gravar: async (texto) => ({
        r: await post('/api/internacionalizacao/mensagens', { idioma: 'pt-BR', chave: CHAVES_DO_CATALOGO.find((c) => !c.includes('{')), texto }, 'PUT'),
        ler: () => ({ method: 'GET', url: '/api/internacionalizacao/languages' }),
      }),
    },
  ];

  it('is stored and read back as the very same text, or refused with a pt-BR 4xx', { timeout: 30_000 }, async () => {
    const problemas: string[] = [];
    let aceitos = 0;
    for (const g of GRAVACOES) {
      for (const texto of TEXTOS) {
        const { r, ler } = await g.gravar(texto);
        if (r.statusCode !== 200) {
          const problema = problemaDaResposta(g.recurso, r);
          if (problema !== null) problemas.push(`${g.recurso} [${texto}]: ${problema}`);
          continue;
        }
        aceitos++;
        const lido = await t.chamar({ ...ler(r), token });
        const iguais = textosDe(lido.json()).filter((s) => s === texto).length;
        if (!String(lido.headers['content-type']).startsWith('application/json')) problemas.push(`${g.recurso}: lido como ${String(lido.headers['content-type'])}`);
        if (iguais < g.campos) problemas.push(`${g.recurso} [${texto}]: ${iguais} de ${g.campos} campos lidos de volta como enviados: ${lido.body.slice(0, 300)}`);
        if (/&lt;|&gt;|&#x?\d+;|&quot;|&amp;/.test(lido.body)) problemas.push(`${g.recurso} [${texto}]: transformado em entidades HTML`);
      }
    }
    expect(problemas).toEqual([]);
    // Most are plain text to these fields: a suite that saw every one refused would prove nothing.
    expect(aceitos).toBeGreaterThan(GRAVACOES.length * 2);
  });

  it('is never served as a page: every GET answers with nosniff and the CSP, files as attachments or verified images', { timeout: 30_000 }, async () => {
    const problemas: string[] = [];
    const gets = t.app.rotasServidas().filter((r) => r.metodo === 'GET' && Object.hasOwn(MATRIZ, `GET ${r.url}`) && r.url !== '/mqtt');
    for (const rota of gets) {
      const caso = MATRIZ[`GET ${rota.url}`];
      const url = rota.url === '/*' ? '/' : await enderecoDo(rota.url, caso);
      const r = await t.chamar({ method: 'GET', url, token });
      // The client's pages: the application's and the public portals' (their own index.html).
      problemas.push(...problemasDoServido(`GET ${rota.url}`, r, rota.url === '/*' || (PAGINAS_DOS_PORTAIS as readonly string[]).includes(rota.url)));
    }
    if (existsSync(PASTA_CLIENTE)) expect(gets.some((r) => r.url === '/*')).toBe(true);
    expect(problemas).toEqual([]);
  });
});

describe('formula injection in exports', () => {
  let sede = 0;

  beforeAll(async () => {
    sede = await idDaUnidade(t.db, 'Sede');
  });

  async function emitir(url: string, corpo: object): Promise<Buffer> {
    const r = await t.chamar({ method: 'POST', url, token, payload: corpo });
    expect(r.statusCode, r.body).toBe(200);
    return arquivoDaTarefa(t, token, r.json<{ content: TarefaResumo }>().content);
  }

  function conferir(celulas: readonly string[]): void {
    expect(celulas.filter(celulaAtiva), 'células que uma planilha executaria').toEqual([]);
    expect(FORMULAS.filter((f) => !saiuNeutralizada(celulas, f)), 'fórmulas que não chegaram (neutralizadas) à exportação').toEqual([]);
  }

  it('neutralises them in the people reports (spreadsheet)', { timeout: 30_000 }, async () => {
    const situacao = (await t.db.insertInto('r_situacao_pessoa').values({ descricao: '=SITUACAO()' }).returning('id').executeTakeFirstOrThrow()).id;
    for (const nome of FORMULAS) {
      const codigo = await reservarCodigos(t.db, sede);
      await t.db
        .insertInto('pessoa')
        .values({ codigo, nome, unidade_id: sede, papel_pessoa_fisica: true, data_nascimento: '1990-03-10', email_principal: '@email', telefone: '+5511', situacao_id: situacao })
        .execute();
    }
    const cadastradas = await textosDoXlsx(await emitir('/api/relatorios/pessoascadastradas', { formato: 'XLSX' }));
    conferir(cadastradas);
    expect(cadastradas).toEqual(expect.arrayContaining(["'=SITUACAO()", "'@email"]));
    conferir(await textosDoXlsx(await emitir('/api/relatorios/aniversariantes', { dataInicial: '2026-03-01', dataFinal: '2026-03-31', formato: 'XLSX' })));
  });

  it('neutralises them in the break reports (spreadsheet)', { timeout: 30_000 }, async () => {
    const usuario = await criarUsuario(t.db, { login: 'hostil.formula.intervalo', nome: '=USUARIO()', unidadeIds: [sede] });
    const grupo = await criarGrupo(t.db, { unidadeId: sede, descricao: '-GRUPO()', membros: [usuario], tipos: [], horarios: [] });
    for (const [i, descricao] of FORMULAS.entries()) {
      const tipo = (await t.db.insertInto('tipo_intervalo').values({ unidade_id: sede, descricao }).returning('id').executeTakeFirstOrThrow()).id;
      const inicio = new Date(Date.UTC(2026, 0, i + 1, 15));
      await t.db
        .insertInto('intervalo')
        .values({
          usuario_id: usuario, unidade_id: sede, grupo_intervalo_id: grupo.id, grupo_intervalo_horario_id: 1, tipo_intervalo_id: tipo,
          data: `2026-01-${String(i + 1).padStart(2, '0')}`, estado: 'ENCERRADO', liberado_em: inicio, iniciado_em: inicio,
          encerrado_em: new Date(inicio.getTime() + 20 * 60_000), duracao_s: 1200, duracao_maxima_min: 15, excedido: true,
        })
        .execute();
    }
    for (const relatorio of ['intervalos', 'excessos']) {
      const celulas = await textosDoXlsx(await emitir(`/api/relatorios/registrointervalo/${relatorio}`, { dataInicial: '2026-01-01', dataFinal: '2026-01-31', formato: 'XLSX', usuarioId: usuario }));
      conferir(celulas);
      expect(celulas).toEqual(expect.arrayContaining(["'=USUARIO()", "'-GRUPO()"]));
    }
  });

  it("neutralises them in the users report (CSV)", { timeout: 30_000 }, async () => {
    for (const [i, nome] of FORMULAS.entries()) await criarUsuario(t.db, { login: `hostil.formula.${i}`, nome, email: `+hostil.formula.${i}@example.com`, unidadeIds: [sede] });
    const celulas = textosDoCsv(await emitir('/api/relatorios/usuarios', { q: 'hostil.formula' }));
    conferir(celulas);
    expect(celulas).toEqual(expect.arrayContaining(["'+hostil.formula.0@example.com"]));
  });

  it('neutralises them in a descriptor list printed as a spreadsheet (Imprimir)', { timeout: 30_000 }, async () => {
    for (const [i, descricao] of FORMULAS.entries()) {
      await sql`INSERT INTO centro_custo (codigo, descricao, tipo) VALUES (${`HF${i}`}, ${descricao}, 'PROJETO')`.execute(t.db);
    }
    const celulas = await textosDoXlsx(await emitir(`/api/financeiro/centroscusto/imprimir?q=${encodeURIComponent('HF')}`, { formato: 'XLSX' }));
    conferir(celulas);
    expect(celulas).toEqual(expect.arrayContaining(["'=1+1", "Filtros: Pesquisa: HF"]));
  });

  it("neutralises them in the import's rejected rows (CSV), the file's own header included", { timeout: 30_000 }, async () => {
    const campo = (v: string) => `"${v.replaceAll('"', '""')}"`;
    const csv = [['Nome', 'CPF', '@CABECALHO()'], ...FORMULAS.map((f) => [f, '123', f])].map((l) => l.map(campo).join(';')).join('\r\n');
    const envio = await t.chamar({ method: 'POST', url: '/api/pessoas/importacao', token, ...corpoMultipart([{ campo: 'file', nomeArquivo: 'formulas.csv', tipo: 'text/csv', conteudo: Buffer.from(csv) }]) });
    expect(envio.statusCode, envio.body).toBe(200);
    const importacao = envio.json<{ content: { id: number } }>().content.id;
    const inicio = await t.chamar({ method: 'POST', url: `/api/pessoas/importacao/${importacao}/iniciar`, token, payload: { mapeamento: { nome: 0, 'pessoaFisica.cpf': 1 }, pularInvalidas: true } });
    expect(inicio.statusCode, inicio.body).toBe(200);
    await esperarTarefas(t.db);
    const rejeitadas = await t.chamar({ method: 'GET', url: `/api/pessoas/importacao/${importacao}/rejeitadas.csv`, token });
    expect(rejeitadas.statusCode, rejeitadas.body).toBe(200);
    const celulas = textosDoCsv(rejeitadas.rawPayload);
    conferir(celulas);
    expect(celulas).toContain("'@CABECALHO()");
  });
});

describe('hostile uploads', () => {
  const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
  const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
  const NOMES_HOSTIS = ['../../etc/passwd', '%2e%2e%2fx.png', '..\\..\\x.png', 'a\u0000b.png', `${'n'.repeat(5000)}.png`, '"; filename=x.html', '<img src=x onerror=alert(1)>.png'];

  interface Envio {
    nome: string;
    arquivo: string;
    tipo: string;
    conteudo: Buffer;
  }

  /** The multipart routes: those the access matrix shows refusing a JSON body as not multipart (406). */
  const rotasDeEnvio = () => Object.entries(MATRIZ).filter(([, caso]) => caso.celulas[4] === 406).map(([chave]) => chave);

  /** Every file below `pasta`, as paths relative to it. */
  async function arquivosEm(pasta: string): Promise<string[]> {
    const entradas = await readdir(pasta, { recursive: true, withFileTypes: true }).catch(() => []);
    return entradas.filter((e) => e.isFile()).map((e) => path.relative(pasta, path.join(e.parentPath, e.name))).sort();
  }

  const nomeSeguro = (nome: string) => !/[/\\]/.test(nome) && !nome.includes('\u0000') && nome.length <= 255;

  it('refuses pages and scripts disguised as images, stores only safe names inside the storage folder, and serves nothing as a page', { timeout: 60_000 }, async () => {
    const png = await pngDeVerdade(32, 32);
    const csv = Buffer.from('Nome;CPF\r\nAna Hostil;529.982.247-25\r\n');
    const envios: Envio[] = [
      ...NOMES_HOSTIS.map((arquivo) => ({ nome: `nome ${JSON.stringify(arquivo.slice(0, 40))}`, arquivo, tipo: 'image/png', conteudo: png })),
      ...NOMES_HOSTIS.map((arquivo) => ({ nome: `nome ${JSON.stringify(arquivo.slice(0, 40))}.csv`, arquivo: `${arquivo}.csv`, tipo: 'text/csv', conteudo: csv })),
      { nome: 'HTML como .png', arquivo: 'foto.png', tipo: 'image/png', conteudo: HTML },
      { nome: 'SVG como .png', arquivo: 'foto.png', tipo: 'image/png', conteudo: SVG },
      { nome: 'SVG declarado', arquivo: 'desenho.svg', tipo: 'image/svg+xml', conteudo: SVG },
      { nome: 'HTML declarado', arquivo: 'pagina.html', tipo: 'text/html', conteudo: HTML },
      { nome: 'PNG de verdade chamado .html', arquivo: 'pagina.html', tipo: 'text/html', conteudo: png },
    ];
    const rotas = rotasDeEnvio();
    expect(rotas.length).toBeGreaterThanOrEqual(4);
    const destinos = rotas.flatMap((chave) => {
      const url = chave.replace(/^POST /, '');
      return url === '/api/arquivos' ? [`${url}?tipo=ALL&diretorio=hostil`, `${url}?tipo=IMAGEM&diretorio=hostil`] : [url];
    });
    const pasta = t.config.dataDir;
    const antes = new Set(await arquivosEm(pasta));
    const { id: ultimoArquivo } = await t.db.selectFrom('arquivo').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const { id: ultimaImportacao } = await t.db.selectFrom('importacao').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();

    const problemas: string[] = [];
    const aceitos: { url: string; envio: Envio; content: unknown }[] = [];
    for (const url of destinos) {
      for (const envio of envios) {
        const multipart = corpoMultipart([{ campo: 'file', nomeArquivo: envio.arquivo, tipo: envio.tipo, conteudo: envio.conteudo }]);
        const r = await enviar({ chave: `POST ${url}`, carga: envio.nome, method: 'POST', url, token, corpo: multipart.payload, tipo: multipart.headers['content-type'] });
        if (r.statusCode === 200) {
          aceitos.push({ url, envio, content: r.json<{ content: unknown }>().content });
          continue;
        }
        const problema = problemaDaResposta(`POST ${url}`, r);
        if (problema !== null) problemas.push(`POST ${url} [${envio.nome}]: ${problema} ${r.body.slice(0, 200)}`);
      }
    }
    // An image route takes images only, whatever the name says.
    for (const { url, envio } of aceitos) {
      if (envio.conteudo !== png && !url.includes('tipo=ALL') && !url.includes('importacao')) problemas.push(`POST ${url} aceitou ${envio.nome}`);
      if ((envio.conteudo === HTML || envio.conteudo === SVG) && envio.tipo === 'image/png') problemas.push(`POST ${url} aceitou ${envio.nome}`);
    }

    // What was stored: safe names, and bytes only under the storage folder with generated names.
    const novos = await t.db.selectFrom('arquivo').select(['id', 'nome_original', 'tipo_mime']).where('id', '>', ultimoArquivo ?? 0).execute();
    const importacoes = await t.db.selectFrom('importacao').select('nome_arquivo').where('id', '>', ultimaImportacao ?? 0).execute();
    for (const nome of [...novos.map((a) => a.nome_original), ...importacoes.map((i) => i.nome_arquivo)]) {
      if (!nomeSeguro(nome)) problemas.push(`nome guardado inseguro: ${JSON.stringify(nome.slice(0, 80))}`);
    }
    for (const arquivo of (await arquivosEm(pasta)).filter((a) => !antes.has(a))) {
      if (!/^files\/[0-9a-f-]{36}$/.test(arquivo)) problemas.push(`arquivo gravado fora do armazenamento ou com nome vindo do cliente: ${arquivo}`);
    }
    for (const nome of NOMES_HOSTIS) {
      const fora = path.resolve(pasta, 'files', nome.replaceAll('\\', '/'));
      if (!fora.startsWith(path.join(pasta, 'files') + path.sep) && existsSync(fora)) problemas.push(`arquivo fora da pasta: ${fora}`);
    }

    // Served back: every stored file, and one of each kind through the records that hold files.
    for (const a of novos) problemas.push(...problemasDoServido(`arquivo ${a.id} (${a.tipo_mime})`, await t.chamar({ method: 'GET', url: `/api/arquivos/${a.id}/download`, token })));
    const pagina = novos.find((a) => a.tipo_mime === 'text/html');
    expect(pagina, 'a página HTML declarada é guardada como arquivo comum (e servida como anexo)').toBeDefined();
    if (pagina !== undefined) {
      const pessoa = await t.chamar({ method: 'POST', url: '/api/pessoas', token, payload: { nome: 'Pessoa do anexo hostil', anexos: [{ arquivo: { id: pagina.id } }] } });
      expect(pessoa.statusCode, pessoa.body).toBe(200);
      const pessoaId = pessoa.json<{ content: { id: number } }>().content.id;
      problemas.push(...problemasDoServido('anexo de pessoa', await t.chamar({ method: 'GET', url: `/api/pessoas/${pessoaId}/anexos/${pagina.id}`, token })));
      const foto = await t.chamar({ method: 'POST', url: '/api/pessoas', token, payload: { id: pessoaId, foto: { id: pagina.id } } });
      if (foto.statusCode !== 422) problemas.push(`uma página virou foto de pessoa: ${foto.statusCode}`);
      const carta = await t.chamar({ method: 'POST', url: '/api/mensagens', token, payload: { assunto: 'Anexo', corpo: 'Segue.', destinatarios: [registros.fixos.destinatario], anexos: [pagina.id] } });
      expect(carta.statusCode, carta.body).toBe(200);
      const mensagemId = carta.json<{ content: { id: number } }>().content.id;
      problemas.push(...problemasDoServido('anexo de mensagem', await t.chamar({ method: 'GET', url: `/api/mensagens/${mensagemId}/anexos/${pagina.id}`, token })));
    }
    const adminId = await idDoUsuario(t.db, 'admin');
    problemas.push(...problemasDoServido('foto do usuário', await t.chamar({ method: 'GET', url: `/api/usuarios/${adminId}/foto`, token })));
    problemas.push(...problemasDoServido('logotipo', await t.chamar({ method: 'GET', url: '/api/parametros/logo', token })));
    expect(problemas).toEqual([]);
    expect(aceitos.length).toBeGreaterThan(0);
  });
});

describe('the battery itself', () => {
  it('starts from bodies each route accepts (else a refusal proves nothing)', { timeout: 60_000 }, async () => {
    const recusadas: string[] = [];
    for (const rota of t.app.rotasServidas()) {
      const chave = `${rota.metodo} ${rota.url}`;
      const base = CORPOS_VALIDOS[chave];
      if (base === undefined || BASES_RECUSADAS[chave] !== undefined) continue;
      const sessao = MATRIZ[chave]?.sessaoPropria ? await t.entrarNaUnidade('admin', 'Sede') : token;
      const r = await t.chamar({ method: rota.metodo as HTTPMethods, url: await enderecoDo(rota.url, MATRIZ[chave]), token: sessao, payload: base(registros.fixos) });
      if (r.statusCode !== 200) recusadas.push(`${chave}: ${r.statusCode} ${r.body.slice(0, 300)}`);
    }
    expect(recusadas).toEqual([]);
    const servidas = new Set(t.app.rotasServidas().map((r) => `${r.metodo} ${r.url}`));
    expect(Object.keys(CORPOS_VALIDOS).filter((chave) => !servidas.has(chave)), 'bases de rotas que o servidor não serve').toEqual([]);
    const listados = Object.entries(LEGITIMOS).flatMap(([chave, cargas]) => Object.keys(cargas).map((carga) => `${chave} [${carga}]`));
    expect(listados.filter((l) => !omitidos.has(l)), 'exceções que a bateria não gera (rota ou carga que não existe mais)').toEqual([]);
  });

  it('sent thousands of hostile requests', () => {
    // 2,366 today (2,189 in the battery over 78 write routes, 50 undeclared-member probes, 32 stored
    // texts, 95 uploads); a route or a field more only adds to it, one fewer is a battery that shrank.
    expect(enviadas, `${enviadas} pedidos hostis`).toBeGreaterThanOrEqual(2300);
  });
});
