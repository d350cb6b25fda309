import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceteDaUnidade, RazaoDaUnidade } from '../../../../../src/shared/api/contabilidade.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../../support/app.ts';
import { idDaUnidade } from '../../../ajudantes.ts';

// Accounting through the API: each baixa, estorno and transfer books its double entries in its own
// transaction (an unmapped category goes to the pending account, never blocking the payment), the
// manual entries' rules, the balancete's debits equal its credits, the razão's running balance, the
// year-end closing, the exports, and who may call what. The events are dated 2019, before any demo
// entry, so the period's figures are the test's own.

let t: AppDeTeste;
let admin: string;
let sede = 0;
const conta: Record<string, number> = {};
const ref = { pessoa: 0, despesa: 0, receita: 0, banco: 0, bancoB: 0, cc: 0 };

const LANCAMENTOS = '/api/financeiro/contabilidade/lancamentos';

async function idDaConta(codigo: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM conta_contabil WHERE codigo = ${codigo}`.execute(t.db);
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  for (const codigo of ['1.1.1.01', '1.1.1.02', '1.1.9.01', '3.1.02', '3.2.01', '4.2.01', '5.3.01', '5.4.02', '1.2.1.01', '1', '4.2.05']) conta[codigo] = await idDaConta(codigo);
  const { rows } = await sql<typeof ref>`SELECT
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT id FROM categoria WHERE codigo = '2.3.01') AS despesa,
    (SELECT id FROM categoria WHERE codigo = '1.1.01') AS receita,
    (SELECT id FROM conta WHERE unidade_id = ${sede} AND descricao = 'Banco do Brasil c/c') AS banco,
    (SELECT id FROM conta WHERE unidade_id = ${sede} AND descricao = 'Caixa da Sede') AS "bancoB",
    (SELECT min(id) FROM centro_custo) AS cc`.execute(t.db);
  Object.assign(ref, rows[0]);
});
afterAll(async () => {
  await t.fechar();
});

interface Lancamento {
  data: string;
  valor: string;
  debito: number;
  credito: number;
  ccd: number | null;
  ccc: number | null;
  origem: string;
  pendencia: string | null;
}

async function lancamentos(filtro: ReturnType<typeof sql>): Promise<Lancamento[]> {
  const { rows } = await sql<Lancamento>`
    SELECT to_char(data, 'YYYY-MM-DD') AS data, valor::text, conta_debito_id AS debito, conta_credito_id AS credito,
      centro_custo_debito_id AS ccd, centro_custo_credito_id AS ccc, origem, pendencia
    FROM lancamento_contabil WHERE ${filtro} ORDER BY id`.execute(t.db);
  return rows;
}

async function despesa(categoria: number, valor: number): Promise<number> {
  const r = await t.chamar({
    method: 'POST', url: '/api/titulos/despesas', token: admin,
    payload: { descricao: 'Aluguel de março', pessoa: ref.pessoa, categoria, conta: ref.banco, centroCusto: ref.cc, emissao: '2019-03-01', competencia: '2019-03-01',
      valor, dataVencimento: '2019-03-10', quantidadeParcelas: 1, parcelas: [{ numero: 1, vencimento: '2019-03-10', valor }] },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: { id: number } }>().content.id;
}

const pagar = (id: number, corpo: object) => t.chamar({ method: 'POST', url: `/api/titulos/despesas/${id}/baixar`, token: admin, payload: { data: '2019-03-12', conta: ref.banco, forma: 'PIX', ...corpo } });

describe('the automatic entries', () => {
  it('the demo books every baixa and transfer, and a payment debits the expense and the interest, credits the bank; its estorno swaps them', async () => {
    const semLancamento = await sql<{ n: number }>`SELECT count(*)::int AS n FROM baixa AS b WHERE NOT EXISTS (SELECT 1 FROM lancamento_contabil WHERE baixa_id = b.id AND origem = 'BAIXA')`.execute(t.db);
    expect(semLancamento.rows[0]!.n).toBe(0);
    const id = await despesa(ref.despesa, 1200);
    expect((await pagar(id, { valor: 1200, juros: 15, multa: 5 })).statusCode).toBe(200);
    const baixa = sql`baixa_id = (SELECT max(id) FROM baixa WHERE titulo_id = ${id})`;
    expect(await lancamentos(baixa)).toEqual([
      { data: '2019-03-12', valor: '1200.00', debito: conta['5.3.01'], credito: conta['1.1.1.02'], ccd: ref.cc, ccc: null, origem: 'BAIXA', pendencia: null },
      { data: '2019-03-12', valor: '20.00', debito: conta['5.4.02'], credito: conta['1.1.1.02'], ccd: ref.cc, ccc: null, origem: 'BAIXA', pendencia: null },
    ]);
    const r = await t.chamar({ method: 'POST', url: `/api/titulos/despesas/${id}/estornar`, token: admin, payload: { motivo: 'Pago em duplicidade', data: '2019-03-20' } });
    expect(r.statusCode, r.body).toBe(200);
    const todos = await lancamentos(baixa);
    expect(todos.slice(2)).toEqual([
      { data: '2019-03-20', valor: '1200.00', debito: conta['1.1.1.02'], credito: conta['5.3.01'], ccd: null, ccc: ref.cc, origem: 'ESTORNO_BAIXA', pendencia: null },
      { data: '2019-03-20', valor: '20.00', debito: conta['1.1.1.02'], credito: conta['5.4.02'], ccd: null, ccc: ref.cc, origem: 'ESTORNO_BAIXA', pendencia: null },
    ]);
  });

  it('a category without a ledger account does not block the payment: its side goes to the pending account, with the reason', async () => {
    const { rows } = await sql<{ id: number }>`INSERT INTO categoria (codigo, descricao, natureza, tipo) VALUES ('2.9', 'Sem conta contábil', 'DESPESA', 'ANALITICA') RETURNING id`.execute(t.db);
    const id = await despesa(rows[0]!.id, 300);
    expect((await pagar(id, { valor: 300 })).statusCode).toBe(200);
    expect(await lancamentos(sql`baixa_id = (SELECT max(id) FROM baixa WHERE titulo_id = ${id})`)).toEqual([
      { data: '2019-03-12', valor: '300.00', debito: conta['1.1.9.01'], credito: conta['1.1.1.02'], ccd: ref.cc, ccc: null, origem: 'BAIXA', pendencia: 'A categoria Sem conta contábil não está associada a uma conta contábil.' },
    ]);
  });

  it('a transfer debits the destination and credits the origin; its estorno swaps them', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/financeiro/transferencias', token: admin, payload: { data: '2019-04-02', contaOrigem: ref.banco, contaDestino: ref.bancoB, valor: 250.5, descricao: 'Troco do caixa' } });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json<{ content: { id: number } }>().content.id;
    expect((await t.chamar({ method: 'POST', url: `/api/financeiro/transferencias/${id}/estornar`, token: admin, payload: { motivo: 'Errada', data: '2019-04-03' } })).statusCode).toBe(200);
    expect((await lancamentos(sql`transferencia_id = ${id}`)).map((l) => [l.data, l.valor, l.debito, l.credito, l.origem])).toEqual([
      ['2019-04-02', '250.50', conta['1.1.1.01'], conta['1.1.1.02'], 'TRANSFERENCIA'],
      ['2019-04-03', '250.50', conta['1.1.1.02'], conta['1.1.1.01'], 'ESTORNO_TRANSFERENCIA'],
    ]);
  });
});

describe('manual entries', () => {
  const lancar = (payload: object) => t.chamar({ method: 'POST', url: LANCAMENTOS, token: admin, payload });
  const valido = () => ({ data: '2019-05-10', valor: 4800, contaDebito: conta['1.2.1.01'], contaCredito: conta['4.2.05'], historico: 'Doação de computadores' });

  it('take a positive amount and two different analytic accounts, and are stored as MANUAL', async () => {
    const sintetica = await lancar({ ...valido(), contaDebito: conta['1'] });
    expect(sintetica.statusCode).toBe(422);
    expect(sintetica.json().errors).toContainEqual({ field: 'contaDebito', message: 'A conta 1 é sintética e não recebe lançamentos; use uma conta analítica.' });
    const mesma = await lancar({ ...valido(), contaCredito: conta['1.2.1.01'] });
    expect(mesma.json().errors).toContainEqual({ field: 'contaCredito', message: 'A conta de débito e a de crédito devem ser diferentes.' });
    expect((await lancar({ ...valido(), valor: 0 })).statusCode).toBe(422);
    const r = await lancar(valido());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().content).toMatchObject({ origem: 'MANUAL', valor: 4800 });
  });

  it('an automatic entry is read only', async () => {
    const { rows } = await sql<{ id: number }>`SELECT min(id) AS id FROM lancamento_contabil WHERE origem = 'BAIXA' AND unidade_id = ${sede}`.execute(t.db);
    const lido = (await t.chamar({ method: 'GET', url: `${LANCAMENTOS}/${rows[0]!.id}`, token: admin })).json<{ content: Record<string, unknown> }>().content;
    const r = await lancar({ ...lido, historico: 'Outro' });
    expect(r.statusCode).toBe(422);
  });
});

describe('balancete and razão', () => {
  it('the period\'s analytic debits equal its credits, synthetic accounts sum those below, and the razão keeps the running balance', async () => {
    const b = (await t.chamar({ method: 'GET', url: '/api/financeiro/contabilidade/balancete?inicio=2019-01-01&fim=2019-12-31', token: admin })).json<{ content: BalanceteDaUnidade }>().content;
    expect(b.totalDebitosCentavos).toBe(b.totalCreditosCentavos);
    expect(b.totalDebitosCentavos).toBeGreaterThan(0);
    const linha = (codigo: string) => b.linhas.find((l) => l.codigo === codigo)!;
    expect(linha('1.1.1').debitosCentavos).toBe(['1.1.1.01', '1.1.1.02', '1.1.1.03', '1.1.1.04'].reduce((s, c) => s + linha(c).debitosCentavos, 0));
    const r = (await t.chamar({ method: 'GET', url: `/api/financeiro/contabilidade/razao?contaContabilId=${conta['1.1.1.02']}&inicio=2019-03-01&fim=2019-12-31`, token: admin })).json<{ content: RazaoDaUnidade }>().content;
    expect(r.saldoAnteriorCentavos).toBe(0);
    let saldo = 0;
    for (const l of r.linhas) {
      saldo += l.debitoCentavos - l.creditoCentavos;
      expect(l.saldoCentavos).toBe(saldo);
    }
    expect(r.saldoFinalCentavos).toBe(linha('1.1.1.02').saldoFinalCentavos);
    const sintetica = await t.chamar({ method: 'GET', url: `/api/financeiro/contabilidade/razao?contaContabilId=${conta['1']}&inicio=2019-01-01&fim=2019-12-31`, token: admin });
    expect(sintetica.statusCode).toBe(422);
  });
});

describe('exports and closing', () => {
  it('exports the period as CSV and as ECD I200/I250', async () => {
    const csv = await t.chamar({ method: 'GET', url: '/api/financeiro/contabilidade/exportacao/csv?inicio=2019-04-02&fim=2019-04-02', token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe('data;valor;conta débito;conta crédito;histórico;cc débito;cc crédito\r\n02/04/2019;250,50;1.1.1.01;1.1.1.02;Transferência: Troco do caixa;;\r\n');
    const ecd = await t.chamar({ method: 'GET', url: '/api/financeiro/contabilidade/exportacao/ecd?inicio=2019-04-02&fim=2019-04-02', token: admin });
    const linhas = ecd.body.split('\r\n');
    expect(linhas[0]).toMatch(/^\|I200\|\d+\|02042019\|250,50\|N\|\|$/);
    expect(linhas.slice(1, 3)).toEqual(['|I250|1.1.1.01||250,50|D|||Transferência: Troco do caixa||', '|I250|1.1.1.02||250,50|C|||Transferência: Troco do caixa||']);
  });

  it('closes the year into equity once, and then refuses entries dated in it', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/financeiro/contabilidade/encerramento', token: admin, payload: { ano: 2019 } });
    expect(r.statusCode, r.body).toBe(200);
    const b = (await t.chamar({ method: 'GET', url: '/api/financeiro/contabilidade/balancete?inicio=2019-12-31&fim=2019-12-31', token: admin })).json<{ content: BalanceteDaUnidade }>().content;
    for (const l of b.linhas.filter((x) => x.grupo === 'RECEITA' || x.grupo === 'DESPESA')) expect(l.saldoFinalCentavos).toBe(0);
    expect(b.linhas.find((l) => l.codigo === '3.2.01')!.saldoFinalCentavos).toBe(0);
    // 4.800,00 donated in goods less 20,00 of interest, 300,00 pending (an asset) and the reversed rent.
    expect(b.linhas.find((l) => l.codigo === '3.1.02')!.saldoFinalCentavos).toBe(r.json().content.superavitCentavos);
    const denovo = await t.chamar({ method: 'POST', url: '/api/financeiro/contabilidade/encerramento', token: admin, payload: { ano: 2019 } });
    expect(denovo.statusCode).toBe(422);
    expect(denovo.json().message).toBe('O exercício de 2019 já foi encerrado.');
    const lancar = await t.chamar({ method: 'POST', url: LANCAMENTOS, token: admin, payload: { data: '2019-06-01', valor: 10, contaDebito: conta['5.3.01'], contaCredito: conta['1.1.1.01'], historico: 'Tarde' } });
    expect(lancar.json().errors).toEqual([{ field: 'data', message: 'O exercício de 2019 já está encerrado: não recebe lançamentos.' }]);
    expect((await t.chamar({ method: 'POST', url: '/api/financeiro/contabilidade/encerramento', token: admin, payload: { ano: '2019' } })).statusCode).toBe(422);
  });

  it('refuses who lacks the tags', async () => {
    const operador = await t.entrar('operador');
    for (const url of ['/api/financeiro/contabilidade/balancete?inicio=2019-01-01&fim=2019-12-31', `/api/financeiro/contabilidade/razao?contaContabilId=${conta['1.1.1.02']}&inicio=2019-01-01&fim=2019-12-31`, '/api/financeiro/contabilidade/exportacao/csv?inicio=2019-01-01&fim=2019-12-31', LANCAMENTOS]) {
      expect((await t.chamar({ method: 'GET', url, token: operador })).statusCode, url).toBe(403);
    }
    expect((await t.chamar({ method: 'POST', url: '/api/financeiro/contabilidade/encerramento', token: operador, payload: { ano: 2018 } })).statusCode).toBe(403);
  });
});
