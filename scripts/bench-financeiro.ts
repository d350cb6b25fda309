import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { criarArquivos } from '../src/server/arquivos.ts';
import { lerConfig } from '../src/server/config.ts';
import { abrirBanco, type BancoAberto } from '../src/server/db/iniciar.ts';
import { carga, cliente, imprimir, maquina, type Cliente, type Medida } from './bench-api.ts';
import { imprimirRelatorios, medirRelatorio, type MedidaDeRelatorio, type PedidoDeRelatorio } from './bench-financeiro/relatorios.ts';
import { medirImportacaoOfx } from './bench-ofx/importacao.ts';
import { iniciarServidor } from './servidor-de-bench.ts';

// The finance core at a million títulos, through the real HTTP API of a server process on the
// embedded PostgreSQL: the first page of receitas and despesas with the filters an officer uses,
// the lists' resumos, a year's statement of the busiest account, a year's monthly cash flow and
// an installment preview, and the import of a 10,000-line OFX. `npm run bench financeiro`. The títulos (with their installments and
// about 1,5 baixa each, over five years: src/server/seed/titulos-em-massa.ts) are seeded once
// into BENCH_DATA_DIR (default data/bench-financeiro, BENCH_TITULOS títulos, default 1,000,000)
// and reused on later runs. `npm run bench financeiro -- --relatorios` times the large report
// jobs instead (scripts/bench-financeiro/relatorios.ts), in PDF and XLSX.

const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-financeiro');
const TITULOS = Number(process.env.BENCH_TITULOS ?? 1_000_000);
const REPETICOES = Number(process.env.BENCH_REPETICOES ?? 100);
const AQUECIMENTO = 5;
/** Imports of a 10,000-line OFX, each saving all its lines (scripts/bench-ofx/importacao.ts). */
const IMPORTACOES_OFX = Number(process.env.BENCH_IMPORTACOES_OFX ?? 5);
const SO_RELATORIOS = process.argv.includes('--relatorios');

interface Contagem {
  titulos: number;
  baixas: number;
  contaMaisMovimentada: number | null;
  /** The Sede's ledger account with the most entries (the razão's). */
  contaContabilMaisMovimentada: number | null;
}

/** Opens the bench's database with the server stopped, for `usar`, and closes it. */
async function comBanco<T>(usar: (db: BancoAberto['db']) => Promise<T>): Promise<T> {
  const banco = await abrirBanco(lerConfig({ DATA_DIR }));
  try {
    return await usar(banco.db);
  } finally {
    await banco.encerrar();
    // The data folder's owner mark names this (still running) process: the server would refuse it.
    await rm(path.join(DATA_DIR, 'alicerce.pid'), { force: true });
  }
}

async function contar(): Promise<Contagem> {
  return comBanco(async (db) => {
    const { rows } = await sql<Contagem>`
      SELECT (SELECT count(*) FROM titulo)::int AS titulos, (SELECT count(*) FROM baixa)::int AS baixas,
        (SELECT b.conta_id FROM baixa AS b JOIN conta AS c ON c.id = b.conta_id JOIN unidade AS u ON u.id = c.unidade_id
         WHERE u.nome = 'Sede' GROUP BY b.conta_id ORDER BY count(*) DESC LIMIT 1) AS "contaMaisMovimentada",
        (SELECT x.conta FROM (
          SELECT l.conta_debito_id AS conta FROM lancamento_contabil AS l JOIN unidade AS u ON u.id = l.unidade_id WHERE u.nome = 'Sede'
          UNION ALL
          SELECT l.conta_credito_id FROM lancamento_contabil AS l JOIN unidade AS u ON u.id = l.unidade_id WHERE u.nome = 'Sede'
        ) AS x GROUP BY x.conta ORDER BY count(*) DESC LIMIT 1) AS "contaContabilMaisMovimentada"`.execute(db);
    return rows[0] ?? { titulos: 0, baixas: 0, contaMaisMovimentada: null, contaContabilMaisMovimentada: null };
  });
}

async function semearSeFaltar(): Promise<Contagem> {
  const antes = await contar();
  if (antes.titulos >= TITULOS) return antes;
  console.log(`Semeando ${(TITULOS - antes.titulos).toLocaleString('pt-BR')} títulos em ${DATA_DIR} (uma vez só)...`);
  const { status } = spawnSync(process.execPath, ['src/server/cli/seed.ts', '--titulos', String(TITULOS - antes.titulos)], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR },
  });
  if (status !== 0) throw new Error('A semeadura falhou.');
  return contar();
}

type Resultado = (content: unknown) => string;

const paginaDaLista: Resultado = (content) => {
  const c = content as { resultList: unknown[]; count: number; countExact?: boolean };
  return `${c.resultList.length} de ${c.countExact === false ? 'mais de ' : ''}${c.count.toLocaleString('pt-BR')}`;
};
const resumos: Resultado = (content) => {
  const c = content as { quantidade: number; total: number };
  return `${c.quantidade.toLocaleString('pt-BR')} títulos, R$ ${c.total.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;
};
const linhas: Resultado = (content) => `${Array.isArray(content) ? content.length : '?'} linhas`;
/** The statement's first page: N of the period's M movements. */
const extrato: Resultado = (content) => {
  const c = content as { linhas: unknown[]; quantidade: number; saldoFinal: number };
  return `${c.linhas.length.toLocaleString('pt-BR')} de ${c.quantidade.toLocaleString('pt-BR')} movimentos, saldo final R$ ${c.saldoFinal.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;
};
const fluxo: Resultado = (content) => `${(content as { faixas: unknown[] }).faixas.length} meses`;
const execucao: Resultado = (content) => {
  const c = content as { linhas: unknown[]; total: { ano: { realizadoCentavos: number } } };
  return `${c.linhas.length} linhas, realizado R$ ${(c.total.ano.realizadoCentavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;
};

/** The balancete: its accounts and the period's debits (equal to its credits). */
const balancete: Resultado = (content) => {
  const c = content as { linhas: unknown[]; totalDebitosCentavos: number; totalCreditosCentavos: number };
  const emReais = (centavos: number) => (centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  return `${c.linhas.length} contas, débitos R$ ${emReais(c.totalDebitosCentavos)} = créditos R$ ${emReais(c.totalCreditosCentavos)}`;
};

/** The matching's page: its lines and the candidates suggested for them. */
const sugestoes: Resultado = (content) => {
  const c = content as { linhas: { candidatos: unknown[] }[] };
  return `${c.linhas.length} linhas, ${c.linhas.reduce((soma, linha) => soma + linha.candidatos.length, 0)} sugestões`;
};

const reais = (valor: number): string => `R$ ${valor.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;
/** The dashboards' calls (src/server/modules/financeiro/painel/). */
const mensal: Resultado = (content) => {
  const c = content as { meses: unknown[]; receitas: number; despesas: number };
  return `${c.meses.length} meses, receitas ${reais(c.receitas)}, despesas ${reais(c.despesas)}`;
};
const fatias: Resultado = (content) => {
  const c = content as { fatias: unknown[]; total: number };
  return `${c.fatias.length} fatias, ${reais(c.total)}`;
};
const saldos: Resultado = (content) => {
  const c = content as { contas: unknown[]; total: number };
  return `${c.contas.length} contas, ${reais(c.total)}`;
};
const vencidos: Resultado = (content) => {
  const c = content as { receber: { quantidade: number }; pagar: { quantidade: number } };
  return `${c.receber.quantidade.toLocaleString('pt-BR')} a receber, ${c.pagar.quantidade.toLocaleString('pt-BR')} a pagar`;
};

async function medir(c: Cliente, consulta: string, url: string, resultado: Resultado): Promise<Medida> {
  const tempos: number[] = [];
  let ultimo: unknown = null;
  for (let i = 0; i < REPETICOES + AQUECIMENTO; i++) {
    const { ms, content } = await c.chamar<unknown>('GET', url);
    if (i >= AQUECIMENTO) tempos.push(ms);
    ultimo = content;
  }
  return { consulta, tempos, resultado: resultado(ultimo) };
}

/** The first day of the month `meses` months before this one, and the last day of last month. */
function ultimosMeses(meses: number): { de: string; ate: string } {
  const hoje = new Date();
  const de = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() - meses, 1));
  const ate = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth(), 0));
  return { de: de.toISOString().slice(0, 10), ate: ate.toISOString().slice(0, 10) };
}

async function umId(c: Cliente, url: string): Promise<number> {
  const { content } = await c.chamar<{ resultList: { id: number }[] }>('GET', `${url}?page=1&rpp=1`);
  const id = content.resultList[0]?.id;
  if (id === undefined) throw new Error(`Nada em ${url}.`);
  return id;
}

/** The large report jobs of the last twelve months, each in PDF and XLSX, with the job workers of the server on. */
async function medirRelatorios(contagem: Contagem): Promise<void> {
  const servidor = await iniciarServidor(DATA_DIR);
  const medidas: MedidaDeRelatorio[] = [];
  try {
    const c = cliente(servidor.base);
    const token = await c.entrar();
    const ano = ultimosMeses(12);
    const periodo = { dataInicial: ano.de, dataFinal: ano.ate };
    const pedidos: PedidoDeRelatorio[] = [
      { nome: 'títulos pagos e recebidos de um ano', relatorio: 'baixas', corpo: periodo },
      { nome: 'contas a pagar e a receber de um ano', relatorio: 'contasabertas', corpo: periodo },
      { nome: 'razão de um ano da conta contábil mais movimentada', relatorio: 'razao', corpo: { ...periodo, contaContabil: String(contagem.contaContabilMaisMovimentada ?? 0) } },
    ];
    for (const pedido of pedidos) {
      for (const formato of ['PDF', 'XLSX'] as const) {
        const medida = await medirRelatorio(c, servidor.base, token, pedido, formato);
        medidas.push(medida);
        imprimirRelatorios([medida]);
      }
    }
    console.log(maquina());
    console.log(`Carga ao fim da medida (uptime): ${carga()}.`);
    console.log(`${contagem.titulos.toLocaleString('pt-BR')} títulos, ${contagem.baixas.toLocaleString('pt-BR')} baixas; uma emissão por linha, do pedido ao fim da tarefa, como admin na Sede.`);
    imprimirRelatorios(medidas);
  } finally {
    await servidor.parar();
  }
  // The files measured are of no use after: the bench's data folder does not grow by them.
  const ids = medidas.flatMap((m) => (m.arquivoId === null ? [] : [m.arquivoId]));
  await comBanco(async (db) => {
    const remover = await db.transaction().execute((trx) => criarArquivos(trx, DATA_DIR).apagar(trx, ids));
    await remover();
  });
}

async function main(): Promise<void> {
  const contagem = await semearSeFaltar();
  if (SO_RELATORIOS) return medirRelatorios(contagem);
  const servidor = await iniciarServidor(DATA_DIR, { JOB_WORKERS: 'false' });
  try {
    const c = cliente(servidor.base);
    const token = await c.entrar();
    const { pessoa, documento } = (await c.chamar<{ pessoa: { id: number; nome: string } | null; documento: string | null }>('GET', `/api/titulos/despesas/${await umId(c, '/api/titulos/despesas')}`)).content;
    const sobrenome = pessoa?.nome.split(' ').at(-1) ?? '';
    const ano = ultimosMeses(12);
    const mes = ultimosMeses(1);
    const conta = contagem.contaMaisMovimentada ?? 0;
    const lista = 'page=1&rpp=10';
    const casos: [string, string, Resultado][] = [
      ['receitas: primeira página, sem filtro', `/api/titulos/receitas?${lista}`, paginaDaLista],
      ['despesas: primeira página, sem filtro', `/api/titulos/despesas?${lista}`, paginaDaLista],
      ['despesas: vencimento este mês', `/api/titulos/despesas?${lista}&proximoVencimento=ESTE_MES`, paginaDaLista],
      ['despesas: em aberto, vencimento no último ano', `/api/titulos/despesas?${lista}&situacao=ABERTO&proximoVencimento=CUSTOMIZADO&proximoVencimentoDe=${ano.de}&proximoVencimentoAte=${ano.ate}`, paginaDaLista],
      ['despesas: de uma pessoa', `/api/titulos/despesas?${lista}&pessoa=${pessoa?.id ?? 0}`, paginaDaLista],
      ['despesas: valor de 1.000 a 2.000', `/api/titulos/despesas?${lista}&valorDe=1000&valorAte=2000`, paginaDaLista],
      [`despesas: pesquisa pelo documento "${documento ?? ''}"`, `/api/titulos/despesas?${lista}&q=${encodeURIComponent(documento ?? '')}`, paginaDaLista],
      [`receitas: pesquisa pelo sobrenome "${sobrenome}"`, `/api/titulos/receitas?${lista}&q=${encodeURIComponent(sobrenome)}`, paginaDaLista],
      ['resumos das receitas, sem filtro', '/api/titulos/receitas/resumos', resumos],
      ['resumos das despesas, vencimento este mês', '/api/titulos/despesas/resumos?proximoVencimento=ESTE_MES', resumos],
      ['resumos das despesas, em aberto', '/api/titulos/despesas/resumos?situacao=ABERTO', resumos],
      ['resumos (GET /api/titulos/resumos), despesas vencidas no último ano', `/api/titulos/resumos?tipo=despesa&proximoVencimento=CUSTOMIZADO&proximoVencimentoDe=${ano.de}&proximoVencimentoAte=${ano.ate}`, resumos],
      ['extrato de um ano da conta mais movimentada', `/api/financeiro/extrato?conta=${conta}&inicio=${ano.de}&fim=${ano.ate}`, extrato],
      ['extrato de um mês da conta mais movimentada', `/api/financeiro/extrato?conta=${conta}&inicio=${mes.de}&fim=${mes.ate}`, extrato],
      ['fluxo de caixa mensal de um ano, consolidado', `/api/financeiro/fluxocaixa?inicio=${ano.de}&fim=${ano.ate}&agrupamento=MES`, fluxo],
      ['fluxo de caixa mensal de um ano da conta mais movimentada', `/api/financeiro/fluxocaixa?conta=${conta}&inicio=${ano.de}&fim=${ano.ate}&agrupamento=MES`, fluxo],
      ['execução orçamentária de um ano (previsto x realizado)', `/api/financeiro/planoorcamentario/execucao?ano=${ano.ate.slice(0, 4)}`, execucao],
      ['prévia de 12 parcelas', '/api/titulos/parcelamentos?valor=1234.56&dataVencimento=2025-01-31&quantidade=12', linhas],
      ['balancete do ano', `/api/financeiro/contabilidade/balancete?inicio=${ano.de}&fim=${ano.ate}`, balancete],
      ['dashboard geral do ano: receitas e despesas por mês', `/api/financeiro/painel/mensal?inicio=${ano.de}&fim=${ano.ate}`, mensal],
      ['dashboard geral do ano: saldos das contas', `/api/financeiro/painel/contas?inicio=${ano.de}&fim=${ano.ate}`, saldos],
      ['dashboard geral: vencidos por atraso', `/api/financeiro/painel/vencidos?inicio=${ano.de}&fim=${ano.ate}`, vencidos],
      ['dashboard de despesas do ano: por categoria', `/api/financeiro/painel/categorias?tipo=despesas&inicio=${ano.de}&fim=${ano.ate}`, fatias],
      ['dashboard de despesas do ano: por centro de custo', `/api/financeiro/painel/centroscusto?tipo=despesas&inicio=${ano.de}&fim=${ano.ate}`, fatias],
      ['dashboard de despesas do ano: maiores fornecedores', `/api/financeiro/painel/pessoas?tipo=despesas&inicio=${ano.de}&fim=${ano.ate}`, fatias],
      ['dashboard de receitas do ano: maiores doadores', `/api/financeiro/painel/pessoas?tipo=receitas&inicio=${ano.de}&fim=${ano.ate}`, fatias],
      ['gráficos do ano da conta mais movimentada: por mês', `/api/financeiro/painel/mensal?conta=${conta}&inicio=${ano.de}&fim=${ano.ate}`, mensal],
    ];
    const medidas: Medida[] = [];
    for (const [consulta, url, resultado] of casos) {
      const medida = await medir(c, consulta, url, resultado);
      medidas.push(medida);
      // Each line as it is measured: a slow one shows before the whole table.
      imprimir([medida]);
    }
    // Into the busiest account, so the matching's first page has real baixas to suggest.
    const ofx = await medirImportacaoOfx(c, servidor.base, token, 10_000, IMPORTACOES_OFX, conta);
    medidas.push(ofx);
    imprimir([ofx]);
    const casamento = await medir(c, 'conciliação: primeira página de sugestões da conta mais movimentada', `/api/financeiro/conciliacao/linhas?conta=${conta}&sentido=SAIDA&page=1&rpp=20`, sugestoes);
    medidas.push(casamento);
    imprimir([casamento]);
    console.log(maquina());
    console.log(`Carga ao fim da medida (uptime): ${carga()}.`);
    console.log(
      `${contagem.titulos.toLocaleString('pt-BR')} títulos, ${contagem.baixas.toLocaleString('pt-BR')} baixas; ${REPETICOES} chamadas por linha (depois de ${AQUECIMENTO}), tempo de ida e volta pelo HTTP, como admin na Sede.`,
    );
    imprimir(medidas);
  } finally {
    await servidor.parar();
  }
}

await main();
