import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarArquivos } from '../../../../src/server/arquivos.ts';
import { comTarefas } from '../../../../src/server/jobs/tabelas.ts';
import type { ContextoDaTarefa, TipoDeTarefa } from '../../../../src/server/jobs/tipos.ts';
import { balancete, razao } from '../../../../src/server/modules/financeiro/contabilidade/leituras.ts';
import { execucaoOrcamentaria } from '../../../../src/server/modules/financeiro/planoorcamentario/execucao.ts';
import { relatorioDeContasAbertas, TIPO_CONTAS_ABERTAS, type ParametrosDasContasAbertas } from '../../../../src/server/modules/financeiro/relatorios/contasAbertas.ts';
import { relatorioDoRazao, TIPO_RAZAO } from '../../../../src/server/modules/financeiro/relatorios/razao.ts';
import { RELATORIOS_FINANCEIROS, urlDoRelatorioFinanceiro, type RelatorioFinanceiro } from '../../../../src/shared/api/relatoriosFinanceiros.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { textoDoPdf } from '../../../support/pdf.ts';
import { dia, emitirRelatorio, planilha } from '../../../support/relatorios.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The finance report cards against the real app and its job queue, on a small known set of
// títulos of a new account R of the Sede (R opens with R$ 500,00 on 01/01/2025), March 2025:
//   receita R1, two installments of R$ 100,10 (05/03, 05/04); R$ 40,00 of the first received on
//     04/03 with R$ 1,50 of interest and R$ 0,50 of discount (R$ 41,00 in the account);
//   despesa D1, R$ 250,55 due 10/03, open;
//   despesa D2, R$ 99,99 due and paid 20/03;
//   despesa D3, R$ 30,00 due 25/03, paid 15/03 and reversed 18/03 (open again);
//   receita R2, R$ 10,00 due 31/03, cancelled.

let t: AppDeTeste;
let admin: string;
let sede = 0;
let contaR = 0;
const MARCO = { dataInicial: '2025-03-01', dataFinal: '2025-03-31' };

async function titulo(tipo: 'RECEITA' | 'DESPESA', situacao: string, parcelas: [string, string][], baixas: { parcela: number; data: string; valor: string; juros?: string; desconto?: string; estornadaEm?: string }[] = []) {
  const total = parcelas.reduce((s, [, v]) => s + Number(v), 0).toFixed(2);
  const { rows } = await sql<{ id: number }>`INSERT INTO titulo (unidade_id, tipo, conta_id, descricao, documento, valor, data_vencimento, quantidade_parcelas, situacao)
    VALUES (${sede}, ${tipo}, ${contaR}, ${`${tipo} do relatório`}, 'DOC-1', ${total}, ${parcelas[0]![0]}, ${parcelas.length}, ${situacao}) RETURNING id`.execute(t.db);
  const id = rows[0]!.id;
  for (const [i, [vencimento, valor]] of parcelas.entries()) {
    await sql`INSERT INTO parcela (titulo_id, unidade_id, numero, vencimento, vencimento_real, valor) VALUES (${id}, ${sede}, ${i + 1}, ${vencimento}, ${vencimento}, ${valor})`.execute(t.db);
  }
  for (const b of baixas) {
    await sql`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor, juros, desconto, estornada_em)
      VALUES (${id}, ${sede}, ${b.parcela}, ${b.data}, ${contaR}, 'PIX', ${b.valor}, ${b.juros ?? '0'}, ${b.desconto ?? '0'}, ${b.estornadaEm ?? null})`.execute(t.db);
  }
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial)
    VALUES (${sede}, 'Conta R', 'CONTA_CORRENTE', '500.00', '2025-01-01') RETURNING id`.execute(t.db);
  contaR = rows[0]!.id;
  await titulo('RECEITA', 'PARCIAL', [['2025-03-05', '100.10'], ['2025-04-05', '100.10']], [{ parcela: 1, data: '2025-03-04', valor: '40.00', juros: '1.50', desconto: '0.50' }]);
  await titulo('DESPESA', 'ABERTO', [['2025-03-10', '250.55']]);
  await titulo('DESPESA', 'PAGO', [['2025-03-20', '99.99']], [{ parcela: 1, data: '2025-03-20', valor: '99.99' }]);
  await titulo('DESPESA', 'ABERTO', [['2025-03-25', '30.00']], [{ parcela: 1, data: '2025-03-15', valor: '30.00', estornadaEm: '2025-03-18' }]);
  await titulo('RECEITA', 'CANCELADO', [['2025-03-31', '10.00']]);
});
afterAll(async () => {
  await t.fechar();
});

const emitirComo = (token: string, id: RelatorioFinanceiro, corpo: object) => t.chamar({ method: 'POST', url: urlDoRelatorioFinanceiro(id), token, payload: corpo });

/** Queues the report, waits for its job and answers the job's message and file. */
const emitir = (id: RelatorioFinanceiro, corpo: object, token = admin) => emitirRelatorio(t, urlDoRelatorioFinanceiro(id), corpo, token);

describe('contas a pagar e a receber', () => {
  it('lists the open installments due in the period by due date, with what is still open and the totals', async () => {
    const { mensagem, conteudo, nome } = await emitir('contasabertas', { ...MARCO, formato: 'XLSX', conta: String(contaR) });
    expect(mensagem).toBe('3 parcelas em aberto no relatório.');
    expect(nome).toBe('contas-a-pagar-e-receber-2025-03-01-a-2025-03-31.xlsx');
    const { linhas, totais } = await planilha(conteudo, 'Vencimento');
    expect(linhas.map((l) => [l[0], l[1], l[5], l[8], l[9]])).toEqual([
      [dia('2025-03-05'), 'A receber', '1/2', 100.1, 60.1],
      [dia('2025-03-10'), 'A pagar', '1/1', 250.55, 250.55],
      [dia('2025-03-25'), 'A pagar', '1/1', 30, 30],
    ]);
    expect(totais).toEqual({ 'Parcelas em aberto': 3, 'A receber': 60.1, 'A pagar': 280.55, 'Saldo (a receber - a pagar)': -220.45 });
  });

  it('as a PDF, with the totals in R$ and the filters named on top', async () => {
    const { conteudo } = await emitir('contasabertas', { ...MARCO, formato: 'PDF', conta: String(contaR), tipo: 'PAGAR' });
    expect(conteudo.subarray(0, 4).toString()).toBe('%PDF');
    const texto = textoDoPdf(conteudo);
    for (const trecho of ['Contas a pagar e a receber', 'Conta: Conta R', 'Só a pagar', 'R$\u00a0250,55', 'A pagar: R$\u00a0280,55', 'A receber: R$\u00a00,00', 'Página 1 de 1']) {
      expect(texto).toContain(trecho);
    }
    expect(texto).not.toContain('60,10');
  });
});

describe('títulos pagos e recebidos', () => {
  it('lists the baixas and, on their own dates, the reversals with the opposite sign; totals net of reversals', async () => {
    const { mensagem, conteudo } = await emitir('baixas', { ...MARCO, formato: 'XLSX', conta: String(contaR) });
    expect(mensagem).toBe('4 baixas e estornos no relatório.');
    const { linhas, totais } = await planilha(conteudo, 'Data');
    expect(linhas.map((l) => [l[0], l[1], l[7], l[8], l[9], l[10]])).toEqual([
      [dia('2025-03-04'), 'Recebimento', 40, 1.5, 0.5, 41],
      [dia('2025-03-15'), 'Pagamento', 30, 0, 0, 30],
      [dia('2025-03-18'), 'Estorno de pagamento', -30, 0, 0, -30],
      [dia('2025-03-20'), 'Pagamento', 99.99, 0, 0, 99.99],
    ]);
    expect(totais).toEqual({ 'Baixas e estornos': 4, 'Recebido (líquido de estornos)': 41, 'Pago (líquido de estornos)': 99.99, 'Resultado (recebido - pago)': -58.99 });
  });
});

describe('extrato e fluxo de caixa', () => {
  it("the statement's card queues the statement's own job, with its running balance and totals", async () => {
    const { mensagem, conteudo } = await emitir('extrato', { ...MARCO, formato: 'XLSX', conta: String(contaR) });
    expect(mensagem).toBe('4 movimentos no extrato.');
    const { linhas, totais } = await planilha(conteudo, 'Data');
    expect(linhas.map((l) => l[5])).toEqual([541, 511, 541, 441.01]);
    expect(totais).toEqual({ 'Saldo inicial': 500, Entradas: 71, Saídas: 129.99, 'Saldo final': 441.01 });
  });

  it('the cash flow brings the page\'s numbers, realised and projected apart', async () => {
    const { conteudo } = await emitir('fluxocaixa', { ...MARCO, formato: 'XLSX', conta: String(contaR), agrupamento: 'MES' });
    const pagina = await t.chamar({ method: 'GET', url: `/api/financeiro/fluxocaixa?conta=${contaR}&inicio=2025-03-01&fim=2025-03-31&agrupamento=MES`, token: admin });
    const faixa = pagina.json<{ content: { saldoFinal: number; faixas: Record<string, number>[] } }>().content;
    const { linhas, totais } = await planilha(conteudo, 'De');
    expect(linhas).toEqual([[dia('2025-03-01'), dia('2025-03-31'), 71, 129.99, 60.1, 280.55, faixa.faixas[0]!['resultado'], faixa.saldoFinal]]);
    expect(totais).toMatchObject({ 'Saldo inicial': 500, 'Entradas realizadas': 71, 'Saídas realizadas': 129.99, 'Saldo final': faixa.saldoFinal });
  });
});

describe('pedidos recusados', () => {
  it('answers 422 in pt-BR naming the field, and queues nothing', async () => {
    const antes = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tarefa`.execute(t.db);
    const casos: [RelatorioFinanceiro, object, string, string][] = [
      ['contasabertas', { dataInicial: '2025-03-31', dataFinal: '2025-03-01', formato: 'PDF' }, 'dataFinal', 'O fim do período deve ser igual ou posterior ao início.'],
      ['baixas', { dataInicial: '2024-01-01', dataFinal: '2025-03-01', formato: 'PDF' }, 'dataFinal', 'O período pode ter no máximo 366 dias.'],
      ['baixas', { dataInicial: '2025-02-30', dataFinal: '2025-03-01', formato: 'PDF' }, 'dataInicial', 'Informe uma data válida (AAAA-MM-DD).'],
      ['contasabertas', { ...MARCO, formato: 'DOC' }, 'formato', 'Escolha o formato: PDF ou XLSX.'],
      ['contasabertas', { ...MARCO, formato: 'PDF', tipo: 'TODOS' }, 'tipo', 'Escolha a receber, a pagar ou ambos.'],
      ['contasabertas', { ...MARCO, formato: 'PDF', situacao: 'ATRASADAS' }, 'situacao', 'Escolha todas, vencidas ou a vencer.'],
      ['extrato', { ...MARCO, formato: 'PDF' }, 'conta', 'Selecione um registro válido.'],
      ['fluxocaixa', { ...MARCO, formato: 'PDF', agrupamento: 'ANO' }, 'agrupamento', 'Agrupe por dia, semana ou mês.'],
      ['fluxocaixa', { ...MARCO, formato: 'PDF', conta: 'x' }, 'conta', 'Selecione um registro válido.'],
    ];
    for (const [id, corpo, campo, mensagem] of casos) {
      const r = await emitirComo(admin, id, corpo);
      expect(r.statusCode, `${id} ${JSON.stringify(corpo)}`).toBe(422);
      expect(r.json()).toMatchObject({ message: MENSAGEM_FORMULARIO, errors: [{ field: campo, message: mensagem }] });
    }
    const norte = await sql<{ id: number }>`SELECT min(c.id) AS id FROM conta c JOIN unidade u ON u.id = c.unidade_id WHERE u.nome = 'Unidade Norte'`.execute(t.db);
    expect((await emitirComo(admin, 'contasabertas', { ...MARCO, formato: 'PDF', conta: String(norte.rows[0]!.id) })).statusCode).toBe(404);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM tarefa`.execute(t.db)).rows).toEqual(antes.rows);
  });

  it('each report has its own tag: without it, 403', async () => {
    await criarUsuario(t.db, { login: 'so.baixas', unidadeIds: [sede], tags: ['financeiro.relatorios.baixas'] });
    const token = await t.entrarNaUnidade('so.baixas', 'Sede');
    for (const id of RELATORIOS_FINANCEIROS) {
      const r = await emitirComo(token, id, { ...MARCO, formato: 'PDF', conta: String(contaR) });
      expect(r.statusCode, id).toBe(id === 'baixas' ? 200 : 403);
      if (id !== 'baixas') expect(r.json().message).toBe(MENSAGEM_SEM_PERMISSAO);
    }
  });
});

/** A report job run by hand, its steps in transactions as the queue runs them; the stored parts are gone at its end. */
async function executarTarefa<P>(tipo: string, parametros: P, tarefa: TipoDeTarefa<P>) {
  const { id: dono } = await t.db.selectFrom('usuario').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
  const db = comTarefas(t.db);
  const { id: tarefaId } = await db.insertInto('tarefa').values({ tipo, usuario_id: dono, unidade_id: sede, parametros: JSON.stringify(parametros) }).returning('id').executeTakeFirstOrThrow();
  const arquivos = criarArquivos(t.db, t.config.dataDir);
  let ponto: unknown = null;
  const ctx: ContextoDaTarefa<P> = {
    tarefaId, usuarioId: dono, unidadeId: sede, parametros, db,
    get ponto() {
      return ponto;
    },
    async passo(escrever) {
      ponto = (await db.transaction().execute(escrever)).ponto;
    },
    progresso: async () => undefined,
  };
  const resultado = await tarefa.executar(ctx);
  expect(await db.selectFrom('tarefa_parte').select('ordem').where('tarefa_id', '=', tarefaId).execute()).toEqual([]);
  return { mensagem: resultado.mensagem, conteudo: (await arquivos.ler(resultado.arquivoId ?? 0))?.conteudo ?? Buffer.alloc(0) };
}

describe('muitas linhas', () => {
  // The job itself, in batches of 2 and a PDF of at most 3 rows (5,000 in the product): it walks
  // by keyset, stores each batch and keeps only the PDF's rows; the totals are of every row.
  async function executar(formato: 'PDF' | 'XLSX') {
    const parametros: ParametrosDasContasAbertas = {
      inicio: '2025-03-01', fim: '2025-04-30', formato, conta: contaR, centroCusto: null, categoria: null, tipo: 'AMBOS', situacao: 'TODAS', hoje: '2025-03-15',
    };
    return executarTarefa(TIPO_CONTAS_ABERTAS, parametros, relatorioDeContasAbertas(criarArquivos(t.db, t.config.dataDir), () => new Date('2025-03-15T12:00:00Z'), { lote: 2, limiteDoPdf: 3 }));
  }

  it('cuts the PDF at its limit and says so, with the totals of every row', async () => {
    const { mensagem, conteudo } = await executar('PDF');
    expect(mensagem).toBe('O PDF traz as primeiras 3 parcelas (os totais são de todas); emita a planilha para ver todas.');
    const texto = textoDoPdf(conteudo);
    expect(texto).toContain('R$\u00a0250,55');
    expect(texto).not.toContain('05/04/2025');
    expect(texto).toContain('Parcelas em aberto: 4');
    expect(texto).toContain('A receber: R$\u00a0160,20');
  });

  it('streams every row into the spreadsheet, in due-date order across the batches', async () => {
    const { mensagem, conteudo } = await executar('XLSX');
    expect(mensagem).toBe('4 parcelas em aberto no relatório.');
    const { linhas } = await planilha(conteudo, 'Vencimento');
    expect(linhas.map((l) => [l[0], l[9], l[10]])).toEqual([
      [dia('2025-03-05'), 60.1, 10],
      [dia('2025-03-10'), 250.55, 5],
      [dia('2025-03-25'), 30, 0],
      [dia('2025-04-05'), 100.1, 0],
    ]);
  });
});

describe('relatórios contábeis e do orçamento', () => {
  it('the balancete, the razão and the DSD bring the accounting reads; the budget execution its year', async () => {
    const periodo = { inicio: '2026-01-01', fim: '2026-11-30' };
    const b = await balancete(t.db, sede, periodo);
    const { conteudo: doBalancete } = await emitir('balancete', { dataInicial: periodo.inicio, dataFinal: periodo.fim, formato: 'XLSX' });
    const folha = await planilha(doBalancete, 'Código');
    expect(folha.linhas).toHaveLength(b.linhas.length);
    expect(folha.totais).toEqual({ 'Débitos das contas analíticas': b.totalDebitosCentavos / 100, 'Créditos das contas analíticas': b.totalCreditosCentavos / 100 });

    const analitica = b.linhas.find((l) => l.tipo === 'ANALITICA' && l.debitosCentavos > 0)!;
    const r = (await razao(t.db, sede, analitica.id, periodo))!;
    const { conteudo: doRazao } = await emitir('razao', { dataInicial: periodo.inicio, dataFinal: periodo.fim, formato: 'XLSX', contaContabil: String(analitica.id) });
    expect((await planilha(doRazao, 'Data')).totais).toMatchObject({ 'Saldo anterior': r.saldoAnteriorCentavos / 100, 'Saldo final': r.saldoFinalCentavos / 100 });
    // The job in pages of 2: every entry, in the screen's order, with the screen's balance after each.
    const parametros = { inicio: periodo.inicio, fim: periodo.fim, formato: 'XLSX' as const, contaContabil: analitica.id };
    const emPaginas = await executarTarefa(TIPO_RAZAO, parametros, relatorioDoRazao(criarArquivos(t.db, t.config.dataDir), () => new Date(), { lote: 2 }));
    expect(emPaginas.mensagem).toBe(r.linhas.length === 1 ? '1 lançamento no razão.' : `${r.linhas.length.toLocaleString('pt-BR')} lançamentos no razão.`);
    const { linhas: doJob } = await planilha(emPaginas.conteudo, 'Data');
    expect(r.linhas.length).toBeGreaterThan(2);
    expect(doJob.map((l) => [l[1], l[3], l[4], l[5]])).toEqual(r.linhas.map((l) => [l.historico, l.debitoCentavos / 100, l.creditoCentavos / 100, l.saldoCentavos / 100]));
    const sintetica = b.linhas.find((l) => l.tipo === 'SINTETICA')!;
    const recusado = await emitirComo(admin, 'razao', { dataInicial: periodo.inicio, dataFinal: periodo.fim, formato: 'PDF', contaContabil: String(sintetica.id) });
    expect(recusado.statusCode).toBe(422);
    expect(recusado.json()).toMatchObject({ errors: [{ field: 'contaContabil' }] });

    const { mensagem, conteudo: daDsd } = await emitir('dsd', { dataInicial: periodo.inicio, dataFinal: periodo.fim, formato: 'PDF' });
    expect(mensagem).toMatch(/^(Superávit|Déficit) de R\$ [\d.]+,\d\d no período\.$/);
    expect(textoDoPdf(daDsd)).toContain('Demonstração do superávit ou déficit');

    const { conteudo: daExecucao } = await emitir('execucaoorcamentaria', { ano: '2026', formato: 'XLSX' });
    const execucao = await execucaoOrcamentaria(t.db, sede, 2026);
    const { linhas, totais } = await planilha(daExecucao, 'Categoria');
    expect(linhas).toHaveLength(execucao.linhas.length);
    expect(totais).toMatchObject({ Planejado: execucao.total.ano.planejadoCentavos / 100, Realizado: execucao.total.ano.realizadoCentavos / 100 });
    const ano = await emitirComo(admin, 'execucaoorcamentaria', { ano: '26', formato: 'PDF' });
    expect(ano.json()).toMatchObject({ errors: [{ field: 'ano', message: 'Informe um ano de 2000 a 2100.' }] });
  });
});
