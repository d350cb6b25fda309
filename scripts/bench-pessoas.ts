import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { lerConfig } from '../src/server/config.ts';
import { abrirBanco } from '../src/server/db/iniciar.ts';
import { carga, cliente, imprimir, maquina as descreverMaquina, type Cliente, type Medida } from './bench-api.ts';
import { iniciarServidor as iniciarServidorDe } from './servidor-de-bench.ts';
import { abrirLista, abrirMapa, abrirNavegador, novaPagina, passoDeZoom } from './bench-pessoas/navegador.ts';

// The people list at a million people, through the real HTTP API of a server process on the
// embedded PostgreSQL: the first page of POST /api/pessoas/filter for each kind of search, the
// next pages while scrolling, and the map for a radius holding about 100,000 people. Then the
// Mapa view in Chromium (scripts/bench-pessoas/navegador.ts): from the click to the first
// clustered markers, with the server just started (nothing in its memory) and again after, and
// each zoom step until the re-clustered markers are painted. `npm run bench pessoas`. The people
// are seeded once into BENCH_DATA_DIR (default data/bench-pessoas, BENCH_PESSOAS people, default
// 1,000,000) and reused on later runs.

const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-pessoas');
const PESSOAS = Number(process.env.BENCH_PESSOAS ?? 1_000_000);
const REPETICOES = Number(process.env.BENCH_REPETICOES ?? 200);
const NO_MAPA = 100_000;
const RPP = 15;
/** Map openings with the server just started, and with it warm; zoom steps in and out of ZOOM_INICIAL. */
const ABERTURAS_A_FRIO = Number(process.env.BENCH_MAPA_A_FRIO ?? 3);
const ABERTURAS = Number(process.env.BENCH_MAPA_ABERTURAS ?? 5);
const CICLOS_DE_ZOOM = Number(process.env.BENCH_MAPA_CICLOS ?? 4);
const ZOOM_INICIAL = 4;
const ZOOM_MAXIMO = 10;
/** The map view's centre (src/client/pages/gestaopessoas/mapa/constantes.ts). */
const CENTRO_DO_BRASIL = { latitude: -15.78, longitude: -47.93 };
/**
 * The browser part opens the map on the list searched by situations other than Ativo (Em
 * análise, Inativo, Desligado): about NO_MAPA people in the view's radius, which the browser
 * clusters; then on the whole register, which the server clusters.
 */
const SITUACOES_DO_MAPA = ['Em análise', 'Inativo', 'Desligado'];
/** BENCH_PARTES=api or =navegador runs one of the two tables. */
const PARTES = (process.env.BENCH_PARTES ?? 'api,navegador').split(',');


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

const iniciarServidor = () => iniciarServidorDe(DATA_DIR, { JOB_WORKERS: 'false' });


interface Pagina {
  resultList: { pessoaFisica: { cpf: string | null } | null; emailPrincipal: string | null }[];
  count: number;
  countExact: boolean;
}


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
  // The bisection above read the unit's points into the server's memory: these are the answers
  // the view gets. Up to MAPA_NO_NAVEGADOR (150,000) people come as markers for the browser to
  // cluster; the view's default radius holds more, which the server clusters for each zoom.
  const brasil = `latitude=${CENTRO_DO_BRASIL.latitude}&longitude=${CENTRO_DO_BRASIL.longitude}&raio=2000`;
  return [
    await medir(`mapa, raio ${raio} km: marcadores (agrupados no navegador)`, `/api/pessoas/mapa?${centro}&raio=${raio}&zoom=4`, 20),
    await medir('mapa, 2.000 km do centro do Brasil, zoom 4 (agrupado no servidor)', `/api/pessoas/mapa?${brasil}&zoom=4`, 20),
    await medir('mapa, o mesmo, zoom 8 com bbox da tela', `/api/pessoas/mapa?${brasil}&zoom=8&bbox=-49.3,-25.0,-44.0,-22.1`, 20),
  ];
}


/** The list's query (?filtro=, as the filter panel writes it) choosing SITUACOES_DO_MAPA. */
async function buscaDoMapa(c: Cliente): Promise<string> {
  const situacoes = await Promise.all(SITUACOES_DO_MAPA.map(async (descricao) => ({ id: await idPorDescricao(c, '/api/pessoas/situacoes', descricao), descricao })));
  return `?filtro=${encodeURIComponent(JSON.stringify({ situacoes }))}`;
}

async function entrar(base: string): Promise<{ c: Cliente; token: string }> {
  const c = cliente(base);
  return { c, token: await c.entrar() };
}

/**
 * The Mapa view in Chromium, opened on the list searched by `busca` (its URL query). Each cold
 * opening starts a server of its own (its embedded PostgreSQL too, so its shared buffers are
 * cold; the operating system's cache is not); the warm openings load the list page afresh (the
 * browser keeps nothing) on the last server, which then takes the zoom steps: ZOOM_INICIAL →
 * ZOOM_MAXIMO and back, CICLOS_DE_ZOOM times, each cycle on a page loaded afresh. When the
 * browser clusters, no zoom asks the server; when the server clusters, the zooms in ask it and a
 * zoom back out shows views the browser (SWR) already holds.
 */
async function medirNoNavegador(filtrar: boolean): Promise<Medida[]> {
  const navegador = await abrirNavegador();
  const aFrio: number[] = [];
  const aFrioNoServidor: number[] = [];
  const quentes: number[] = [];
  const quentesNoServidor: number[] = [];
  const comPedido: number[] = [];
  const semPedido: number[] = [];
  const desdeOClique: number[] = [];
  const ateOPedido: number[] = [];
  const noServidor: number[] = [];
  let pessoas = 0;
  try {
    for (let i = 0; i < ABERTURAS_A_FRIO; i++) {
      const servidor = await iniciarServidor();
      try {
        const { c, token } = await entrar(servidor.base);
        const lista = `${servidor.base}/#/gestaopessoas/lista${filtrar ? await buscaDoMapa(c) : ''}`;
        const pagina = await novaPagina(navegador, lista, token);
        const abertura = await abrirMapa(pagina);
        aFrio.push(abertura.ms);
        aFrioNoServidor.push(abertura.noServidor);
        pessoas = abertura.pessoas;
        if (i < ABERTURAS_A_FRIO - 1) {
          await pagina.close();
          continue;
        }
        for (let j = 0; j < ABERTURAS; j++) {
          await abrirLista(pagina, lista);
          const abertura = await abrirMapa(pagina);
          quentes.push(abertura.ms);
          quentesNoServidor.push(abertura.noServidor);
        }
        await pagina.waitForTimeout(500);
        for (let ciclo = 0; ciclo < CICLOS_DE_ZOOM; ciclo++) {
          // The browser forgets what it was answered: a new page, a new worker, SWR's cache empty.
          if (ciclo > 0) {
            await abrirLista(pagina, lista);
            await abrirMapa(pagina);
            await pagina.waitForTimeout(500);
          }
          for (const sentido of ['aproximar', 'afastar'] as const) {
            for (let z = ZOOM_INICIAL; z < ZOOM_MAXIMO; z++) {
              const passo = await passoDeZoom(pagina, sentido);
              desdeOClique.push(passo.desdeOClique);
              if (passo.ateOPedido === null || passo.noServidor === null) semPedido.push(passo.ms);
              else {
                comPedido.push(passo.ms);
                ateOPedido.push(passo.ateOPedido);
                noServidor.push(passo.noServidor);
              }
              await pagina.waitForTimeout(300);
            }
          }
        }
      } finally {
        await servidor.parar();
      }
    }
  } finally {
    await navegador.close();
  }
  const noRaio = `${pessoas.toLocaleString('pt-BR')} pessoas no raio, ${filtrar ? SITUACOES_DO_MAPA.join(', ') : 'todas'}`;
  const medidas: Medida[] = [
    { consulta: 'abrir o Mapa, servidor recém-iniciado: clique → marcadores agrupados', tempos: aFrio, resultado: noRaio },
    { consulta: '  dos quais: pedido → resposta (lê os pontos do filtro)', tempos: aFrioNoServidor, resultado: '' },
    { consulta: 'abrir o Mapa de novo (lista carregada de novo)', tempos: quentes, resultado: noRaio },
    { consulta: '  dos quais: pedido → resposta (pontos já na memória)', tempos: quentesNoServidor, resultado: '' },
  ];
  if (comPedido.length > 0) {
    medidas.push(
      { consulta: `zoom ±1 (${ZOOM_INICIAL} a ${ZOOM_MAXIMO}), pedindo ao servidor: fim da animação → marcadores`, tempos: comPedido, resultado: 'agrupados no servidor' },
      { consulta: '  dos quais: fim da animação → pedido (moveend, React, SWR)', tempos: ateOPedido, resultado: '' },
      { consulta: '  dos quais: pedido → resposta (servidor e rede)', tempos: noServidor, resultado: '' },
    );
  }
  const semPedidoTitulo = comPedido.length > 0 ? 'zoom ±1, vista já respondida (SWR): fim da animação → marcadores' : `zoom ±1 (${ZOOM_INICIAL} a ${ZOOM_MAXIMO}): fim da animação → marcadores`;
  medidas.push(
    { consulta: semPedidoTitulo, tempos: semPedido, resultado: comPedido.length > 0 ? 'sem pedido' : 'agrupados no navegador, sem pedido' },
    { consulta: 'zoom ±1, do clique → marcadores (inclui a animação do Leaflet)', tempos: desdeOClique, resultado: '' },
  );
  return medidas;
}

async function main(): Promise<void> {
  const total = await semearSeFaltar();
  const maquina = descreverMaquina();
  const noNavegador = PARTES.includes('navegador')
    ? [
        ...(await medirNoNavegador(true)),
        ...(await medirNoNavegador(false)),
      ]
    : [];
  if (!PARTES.includes('api')) {
    console.log(maquina);
    console.log(`Carga ao fim da medida (uptime): ${carga()}.`);
    imprimirNavegador(noNavegador);
    return;
  }
  const servidor = await iniciarServidor();
  try {
    const { c } = await entrar(servidor.base);
    const amostra = (await c.chamar<Pagina>('POST', '/api/pessoas/filter?page=1&rpp=100', { papelPessoaFisica: true })).content.resultList;
    const cpf = amostra.find((p) => p.pessoaFisica?.cpf)?.pessoaFisica?.cpf ?? '';
    const cidade = (await c.chamar<{ resultList: { id: number }[] }>('GET', `/api/cidades?q=${encodeURIComponent('São Paulo - SP')}`)).content.resultList[0]?.id;
    const casos: [string, object][] = [
      ['q silva (sobrenome comum)', { q: 'silva' }],
      ['q caramuru (nome raro)', { q: 'caramuru' }],
      ['q maria silva (nome e sobrenome comuns)', { q: 'maria silva' }],
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
    console.log(maquina);
    console.log(`Carga ao fim da medida (uptime): ${carga()}.`);
    console.log(`${total.toLocaleString('pt-BR')} pessoas; primeira página (rpp ${RPP}) de POST /api/pessoas/filter, ${REPETICOES} chamadas por linha, tempo de ida e volta pelo HTTP.`);
    imprimir(medidas);
    imprimirNavegador(noNavegador);
  } finally {
    await servidor.parar();
  }
}

function imprimirNavegador(medidas: readonly Medida[]): void {
  if (medidas.length === 0) return;
  console.log('');
  console.log('O Mapa no Chromium (1440×900), unidade Sede, centro e raio da vista (2.000 km do centro do Brasil), tiles respondidos localmente;');
  console.log(`primeiro com uma busca que deixa cerca de ${NO_MAPA.toLocaleString('pt-BR')} pessoas no raio (agrupadas no navegador), depois sem busca (agrupadas no servidor).`);
  imprimir(medidas, 'no navegador');
}

/** The load averages, since other work may share the CPU during a run. */

await main();
