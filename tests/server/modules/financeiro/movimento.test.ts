import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtratoDaConta, FluxoDeCaixaDaUnidade } from '../../../../src/shared/api/movimento.ts';
import { APLICACAO_MENSAL, DEPOSITO_SEMANAL, REFORCO_SEMANAL, REPASSE } from '../../../../src/server/seed/financeiro-transferencias.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// Transfers, the statement and the cash flow on a small known dataset of new accounts: A and B of
// the Sede, C of the Unidade Norte. A opens with R$ 1.000,00 on 01/01/2025; a receita of R$ 300,00
// received on 10/02 with R$ 5,00 of interest and R$ 2,00 of discount (+303,00), a despesa paid on
// 15/02 (-100,00), another paid on 20/02 and reversed on 25/02 (-50,00, +50,00), a transfer to B
// on 01/03 (-200,00) and one to the other unit's C on 05/03 (-100,00), and a receita of R$ 80,00
// still open, due on 10/04.

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
const conta = { a: 0, b: 0, c: 0, inativa: 0 };
const ref = { receita: 0, despesa: 0, pessoa: 0 };
let sede = 0;
let norte = 0;

const TRANSFERENCIAS = '/api/financeiro/transferencias';

async function novaConta(unidade: number, descricao: string, saldo: string, ativo = true): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial, ativo)
    VALUES (${unidade}, ${descricao}, 'CONTA_CORRENTE', ${saldo}, '2025-01-01', ${ativo}) RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

/** A título of one installment on account A, with its baixa when `pago` says when. */
async function titulo(tipo: 'RECEITA' | 'DESPESA', valor: string, vencimento: string, baixa?: { data: string; juros?: string; desconto?: string; estornadaEm?: string }): Promise<number> {
  const categoria = tipo === 'RECEITA' ? ref.receita : ref.despesa;
  const { rows } = await sql<{ id: number }>`INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, conta_id, descricao, valor, data_vencimento, situacao, valor_aberto, proximo_vencimento)
    VALUES (${sede}, ${tipo}, ${ref.pessoa}, ${categoria}, ${conta.a}, ${`${tipo} ${valor}`}, ${valor}, ${vencimento}, ${baixa === undefined || baixa.estornadaEm ? 'ABERTO' : 'PAGO'}, ${valor}, ${vencimento}) RETURNING id`.execute(t.db);
  const id = rows[0]!.id;
  await sql`INSERT INTO parcela (titulo_id, unidade_id, numero, vencimento, vencimento_real, valor) VALUES (${id}, ${sede}, 1, ${vencimento}, ${vencimento}, ${valor})`.execute(t.db);
  if (baixa !== undefined) {
    await sql`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor, juros, desconto, estornada_em)
      VALUES (${id}, ${sede}, 1, ${baixa.data}, ${conta.a}, 'PIX', ${valor}, ${baixa.juros ?? '0'}, ${baixa.desconto ?? '0'}, ${baixa.estornadaEm ?? null})`.execute(t.db);
  }
  return id;
}

const transferir = (payload: object, token = admin) => t.chamar({ method: 'POST', url: TRANSFERENCIAS, token, payload });
const extratoDe = async (consulta: string, token = admin) => t.chamar({ method: 'GET', url: `/api/financeiro/extrato?${consulta}`, token });
const extrato = async (consulta: string, token = admin): Promise<ExtratoDaConta> => {
  const r = await extratoDe(consulta, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: ExtratoDaConta }>().content;
};
const fluxo = async (consulta: string): Promise<FluxoDeCaixaDaUnidade> => {
  const r = await t.chamar({ method: 'GET', url: `/api/financeiro/fluxocaixa?${consulta}`, token: admin });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: FluxoDeCaixaDaUnidade }>().content;
};

let paraNorte = 0;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  [sede, norte] = [await idDaUnidade(t.db, 'Sede'), await idDaUnidade(t.db, 'Unidade Norte')];
  conta.a = await novaConta(sede, 'Conta A', '1000.00');
  conta.b = await novaConta(sede, 'Conta B', '0');
  conta.c = await novaConta(norte, 'Conta C', '0');
  conta.inativa = await novaConta(sede, 'Conta encerrada', '0', false);
  const { rows } = await sql<typeof ref>`SELECT
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'RECEITA') AS receita,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS despesa,
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa`.execute(t.db);
  Object.assign(ref, rows[0]);
  await titulo('RECEITA', '300.00', '2025-02-10', { data: '2025-02-10', juros: '5.00', desconto: '2.00' });
  await titulo('DESPESA', '100.00', '2025-02-15', { data: '2025-02-15' });
  await titulo('DESPESA', '50.00', '2025-02-20', { data: '2025-02-20', estornadaEm: '2025-02-25' });
  await titulo('RECEITA', '80.00', '2025-04-10');
  const r1 = await transferir({ data: '2025-03-01', contaOrigem: conta.a, contaDestino: conta.b, valor: 200, descricao: 'Reforço do caixa' });
  expect(r1.statusCode, r1.body).toBe(200);
  const r2 = await transferir({ data: '2025-03-05', contaOrigem: conta.a, contaDestino: conta.c, valor: 100, descricao: 'Repasse à Unidade Norte' });
  expect(r2.statusCode, r2.body).toBe(200);
  paraNorte = r2.json<{ content: { id: number } }>().content.id;
});
afterAll(async () => {
  await t.fechar();
});

describe('transferências', () => {
  it('each unit lists its own side of a transfer between units', async () => {
    const daSede = (await t.chamar({ method: 'GET', url: `${TRANSFERENCIAS}?rpp=100&q=Conta`, token: admin })).json<{ content: { resultList: Record<string, unknown>[] } }>().content.resultList;
    const doNorte = (await t.chamar({ method: 'GET', url: `${TRANSFERENCIAS}?rpp=100&q=Repasse`, token: adminNorte })).json<{ content: { resultList: Record<string, unknown>[] } }>().content.resultList;
    expect(daSede.map((l) => l['sentido'])).toEqual(expect.arrayContaining(['Saída para Conta C (Unidade Norte)', 'Entre contas da unidade']));
    const repasse = doNorte.filter((l) => l['descricao'] === 'Repasse à Unidade Norte');
    expect(repasse.map((l) => l['sentido'])).toEqual(['Entrada de Conta A (Sede)']);
    expect(repasse[0]).toMatchObject({ valor: 100, data: '2025-03-05' });
  });

  it('refuses the same account on both sides, a value that is not positive and an inactive account, changing nothing', async () => {
    const antes = await sql<{ n: number }>`SELECT count(*)::int AS n FROM transferencia`.execute(t.db);
    const base = { data: '2025-03-10', contaOrigem: conta.a, contaDestino: conta.b, valor: 10, descricao: 'Teste' };
    const mesma = await transferir({ ...base, contaDestino: conta.a });
    expect(mesma.statusCode).toBe(422);
    expect(mesma.json()).toMatchObject({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'contaDestino', message: 'A conta de destino deve ser diferente da conta de origem.' }] });
    for (const valor of [0, -5]) {
      const r = await transferir({ ...base, valor });
      expect(r.statusCode).toBe(422);
      expect(r.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('valor');
    }
    const inativa = await transferir({ ...base, contaDestino: conta.inativa });
    expect(inativa.statusCode).toBe(422);
    expect(inativa.json()).toMatchObject({ errors: [{ field: 'contaDestino', message: 'A conta está inativa.' }] });
    const deOutraUnidade = await transferir({ ...base, contaOrigem: conta.c });
    expect(deOutraUnidade.statusCode).toBe(422);
    const depois = await sql<{ n: number }>`SELECT count(*)::int AS n FROM transferencia`.execute(t.db);
    expect(depois.rows[0]!.n).toBe(antes.rows[0]!.n);
  });

  it('is never changed once saved', async () => {
    const r = await transferir({ id: paraNorte, data: '2025-03-05', contaOrigem: conta.a, contaDestino: conta.c, valor: 999, descricao: 'Outra' });
    expect(r.statusCode).toBe(422);
    const { rows } = await sql<{ valor: string; descricao: string }>`SELECT valor::text AS valor, descricao FROM transferencia WHERE id = ${paraNorte}`.execute(t.db);
    expect(rows[0]).toEqual({ valor: '100.00', descricao: 'Repasse à Unidade Norte' });
  });

  it('operador is refused', async () => {
    const operador = await t.entrarNaUnidade('operador', 'Sede');
    for (const url of [TRANSFERENCIAS, '/api/financeiro/transferencias/contas', `/api/financeiro/extrato?conta=${conta.a}&inicio=2025-01-01&fim=2025-12-31`, '/api/financeiro/fluxocaixa?inicio=2025-01-01&fim=2025-12-31']) {
      const r = await t.chamar({ method: 'GET', url, token: operador });
      expect(r.statusCode, url).toBe(403);
      expect(r.json()).toMatchObject({ message: MENSAGEM_SEM_PERMISSAO });
    }
    expect((await transferir({ data: '2025-03-10', contaOrigem: conta.a, contaDestino: conta.b, valor: 1, descricao: 'x' }, operador)).statusCode).toBe(403);
  });

  it('offers any active account of the institution as the destination, named with its unit', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/financeiro/transferencias/contas?q=conta%20c', token: admin });
    expect(r.json<{ content: { resultList: { id: number; descricao: string }[] } }>().content.resultList).toEqual([{ id: conta.c, descricao: 'Conta C (Unidade Norte)' }]);
    const inativa = await t.chamar({ method: 'GET', url: '/api/financeiro/transferencias/contas?q=encerrada', token: admin });
    expect(inativa.json<{ content: { resultList: unknown[] } }>().content.resultList).toEqual([]);
  });
});

describe('extrato', () => {
  it("gives the period's movements in order with the running balance, opening and closing balances and totals", async () => {
    const e = await extrato(`conta=${conta.a}&inicio=2025-02-01&fim=2025-03-31`);
    expect(e).toMatchObject({ filtrado: false, saldoInicial: 1000, entradas: 353, saidas: 450, saldoFinal: 903 });
    expect(e.linhas.map((l) => [l.data, l.tipo, l.valor, l.saldo])).toEqual([
      ['2025-02-10', 'BAIXA', 303, 1303],
      ['2025-02-15', 'BAIXA', -100, 1203],
      ['2025-02-20', 'BAIXA', -50, 1153],
      ['2025-02-25', 'ESTORNO_BAIXA', 50, 1203],
      ['2025-03-01', 'TRANSFERENCIA_SAIDA', -200, 1003],
      ['2025-03-05', 'TRANSFERENCIA_SAIDA', -100, 903],
    ]);
    expect(e.linhas[0]!.titulo).toMatchObject({ tipo: 'receita' });
    expect(e.linhas[4]).toMatchObject({ contraparte: 'Conta B', transferencia: expect.any(Number) });
    expect((await extrato(`conta=${conta.a}&inicio=2025-04-01&fim=2025-04-30`)).saldoInicial).toBe(903);
  });

  it('shows each side of a transfer in its account, the other unit\'s included', async () => {
    expect((await extrato(`conta=${conta.b}&inicio=2025-01-01&fim=2025-12-31`)).linhas.map((l) => [l.tipo, l.valor, l.contraparte])).toEqual([['TRANSFERENCIA_ENTRADA', 200, 'Conta A']]);
    const c = await extrato(`conta=${conta.c}&inicio=2025-01-01&fim=2025-12-31`, adminNorte);
    expect(c).toMatchObject({ saldoFinal: 100, linhas: [{ tipo: 'TRANSFERENCIA_ENTRADA', valor: 100 }] });
    expect((await extratoDe(`conta=${conta.c}&inicio=2025-01-01&fim=2025-12-31`)).statusCode).toBe(404);
  });

  it('filtered by categoria, lists only those movements and says its balance is theirs alone', async () => {
    const e = await extrato(`conta=${conta.a}&inicio=2025-01-01&fim=2025-12-31&categoria=${ref.receita}`);
    expect(e).toMatchObject({ filtrado: true, saldoInicial: 0, entradas: 303, saidas: 0, saldoFinal: 303 });
    expect(e.linhas).toHaveLength(1);
  });

  it('answers 422 in pt-BR to a bad query', async () => {
    const casos: [string, string][] = [
      ['inicio=2025-01-01&fim=2025-01-31', 'conta'],
      [`conta=abc&inicio=2025-01-01&fim=2025-01-31`, 'conta'],
      [`conta=${conta.a}&inicio=2025-02-30&fim=2025-03-31`, 'inicio'],
      [`conta=${conta.a}&inicio=2025-03-01&fim=2025-02-01`, 'fim'],
      [`conta=${conta.a}&inicio=2020-01-01&fim=2025-02-01`, 'fim'],
    ];
    for (const [consulta, campo] of casos) {
      const r = await extratoDe(consulta);
      expect(r.statusCode, consulta).toBe(422);
      expect(r.json<{ errors: { field: string }[] }>().errors.map((e) => e.field), consulta).toContain(campo);
    }
  });
});

describe('extrato em PDF e planilha', () => {
  it('runs as a background job that stores the file of the same movements; bad input is a 422, another unit\'s account a 404', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/relatorios/financeiro/extrato', token: admin, payload: { conta: String(conta.a), inicio: '2025-02-01', fim: '2025-03-31', formato: 'XLSX' } });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json<{ content: { id: number } }>().content.id;
    const limite = Date.now() + 20_000;
    let tarefa: Record<string, unknown> = {};
    while (Date.now() < limite && !['concluida', 'falhou'].includes(String(tarefa['estado']))) {
      await new Promise((pronto) => setTimeout(pronto, 100));
      tarefa = (await t.chamar({ method: 'GET', url: `/api/tarefas/${id}`, token: admin })).json<{ content: Record<string, unknown> }>().content;
    }
    expect(tarefa).toMatchObject({ estado: 'concluida', mensagem: '6 movimentos no extrato.' });
    const { rows } = await sql<{ nome: string }>`SELECT nome_original AS nome FROM arquivo WHERE diretorio = ${`relatorios/tarefa-${id}`}`.execute(t.db);
    expect(rows).toEqual([{ nome: 'extrato-2025-02-01-a-2025-03-31.xlsx' }]);
    const ruim = await t.chamar({ method: 'POST', url: '/api/relatorios/financeiro/extrato', token: admin, payload: { conta: String(conta.a), inicio: '2025-03-01', fim: '2025-02-01', formato: 'PDF' } });
    expect(ruim.statusCode).toBe(422);
    const alheia = await t.chamar({ method: 'POST', url: '/api/relatorios/financeiro/extrato', token: admin, payload: { conta: String(conta.c), inicio: '2025-01-01', fim: '2025-02-01', formato: 'PDF' } });
    expect(alheia.statusCode).toBe(404);
  });
});

describe('fluxo de caixa', () => {
  it('buckets realised and projected amounts by month with the balance line', async () => {
    const f = await fluxo(`conta=${conta.a}&inicio=2025-02-01&fim=2025-04-30&agrupamento=MES`);
    // The despesa whose baixa was reversed is open again: R$ 50,00 projected on its due date.
    expect(f).toMatchObject({ saldoInicial: 1000, saldoFinal: 933 });
    expect(f.faixas.map((x) => [x.chave, x.realizadoEntradas, x.realizadoSaidas, x.previstoEntradas, x.previstoSaidas, x.saldo])).toEqual([
      ['2025-02', 353, 150, 0, 50, 1153],
      ['2025-03', 0, 300, 0, 0, 853],
      ['2025-04', 0, 0, 80, 0, 933],
    ]);
  });

  it('consolidated, a transfer between two of the unit\'s accounts moves nothing, one to another unit does', async () => {
    const f = await fluxo('inicio=2025-03-01&fim=2025-03-31&agrupamento=MES');
    const porConta = await Promise.all([conta.a, conta.b].map((id) => fluxo(`conta=${id}&inicio=2025-03-01&fim=2025-03-31&agrupamento=MES`)));
    const { rows } = await sql<{ id: number }>`SELECT id FROM conta WHERE unidade_id = ${sede} AND id NOT IN (${conta.a}, ${conta.b})`.execute(t.db);
    const outras = await Promise.all(rows.map((r) => fluxo(`conta=${r.id}&inicio=2025-03-01&fim=2025-03-31&agrupamento=MES`)));
    const soma = (lista: FluxoDeCaixaDaUnidade[], campo: 'realizadoSaidas' | 'realizadoEntradas') => Math.round(lista.reduce((s, x) => s + x.faixas[0]![campo] * 100, 0));
    expect(Math.round(f.faixas[0]!.realizadoSaidas * 100)).toBe(soma([...porConta, ...outras], 'realizadoSaidas') - 20000);
    expect(Math.round(f.faixas[0]!.realizadoEntradas * 100)).toBe(soma([...porConta, ...outras], 'realizadoEntradas') - 20000);
  });

  it('answers 422 to an unknown grouping or a day-by-day period over a year, 404 to another unit\'s account', async () => {
    const r1 = await t.chamar({ method: 'GET', url: '/api/financeiro/fluxocaixa?inicio=2025-01-01&fim=2025-12-31&agrupamento=ANO', token: admin });
    expect(r1.statusCode).toBe(422);
    expect(r1.json()).toMatchObject({ errors: [{ field: 'agrupamento', message: 'Agrupe por dia, semana ou mês.' }] });
    const r2 = await t.chamar({ method: 'GET', url: '/api/financeiro/fluxocaixa?inicio=2024-01-01&fim=2025-12-31&agrupamento=DIA', token: admin });
    expect(r2.statusCode).toBe(422);
    const r3 = await t.chamar({ method: 'GET', url: `/api/financeiro/fluxocaixa?conta=${conta.c}&inicio=2025-01-01&fim=2025-12-31`, token: admin });
    expect(r3.statusCode).toBe(404);
  });
});

describe('estorno de transferência', () => {
  it("is refused dated before the transfer or after today, and changes nothing", async () => {
    const url = `${TRANSFERENCIAS}/${paraNorte}/estornar`;
    const antes = await t.chamar({ method: 'POST', url, token: admin, payload: { motivo: 'Conta errada', data: '2025-03-04' } });
    expect(antes.statusCode).toBe(422);
    expect(antes.json().errors).toEqual([{ field: 'data', message: 'A data do estorno não pode ser anterior à da transferência (05/03/2025).' }]);
    const futura = await t.chamar({ method: 'POST', url, token: admin, payload: { motivo: 'Conta errada', data: '2999-01-01' } });
    expect(futura.json().errors).toEqual([{ field: 'data', message: 'A data do estorno não pode ser posterior a hoje.' }]);
    const { rows } = await sql<{ n: number }>`SELECT count(data_estorno)::int AS n FROM transferencia WHERE id = ${paraNorte} OR origem_id = ${paraNorte}`.execute(t.db);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("reversed from the other unit's side on a date of its own, both sides are marked and the money moves back that day", async () => {
    const r = await t.chamar({ method: 'POST', url: `${TRANSFERENCIAS}/${await ladoDoNorte()}/estornar`, token: adminNorte, payload: { motivo: 'Conta errada', data: '2025-03-10' } });
    expect(r.statusCode, r.body).toBe(200);
    const { rows } = await sql<{ d: string; motivo: string }>`SELECT to_char(data_estorno, 'YYYY-MM-DD') AS d, estorno_motivo AS motivo FROM transferencia WHERE id = ${paraNorte} OR origem_id = ${paraNorte}`.execute(t.db);
    expect(rows).toEqual([{ d: '2025-03-10', motivo: 'Conta errada' }, { d: '2025-03-10', motivo: 'Conta errada' }]);
    const a = await extrato(`conta=${conta.a}&inicio=2025-03-10&fim=2025-03-10`);
    expect(a.linhas).toEqual([expect.objectContaining({ tipo: 'ESTORNO_TRANSFERENCIA', valor: 100 })]);
    const denovo = await t.chamar({ method: 'POST', url: `${TRANSFERENCIAS}/${paraNorte}/estornar`, token: admin, payload: { motivo: 'De novo' } });
    expect(denovo.statusCode).toBe(409);
  });
});

async function ladoDoNorte(): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM transferencia WHERE origem_id = ${paraNorte}`.execute(t.db);
  return rows[0]!.id;
}

describe('the demo', () => {
  it('has a year of transfers in both units, one between them seen by each, one reversed', async () => {
    const { rows } = await sql<{ unidade: number; n: number; estornadas: number; lados: number }>`
      SELECT unidade_id AS unidade, count(*)::int AS n, count(data_estorno)::int AS estornadas, count(origem_id)::int AS lados
      FROM transferencia WHERE descricao IN (${DEPOSITO_SEMANAL}, ${REFORCO_SEMANAL}, ${APLICACAO_MENSAL}, ${REPASSE})
      GROUP BY unidade_id ORDER BY unidade_id`.execute(t.db);
    expect(rows).toEqual([
      { unidade: sede, n: expect.any(Number), estornadas: 1, lados: 0 },
      { unidade: norte, n: expect.any(Number), estornadas: 0, lados: 1 },
    ]);
    expect(rows.every((r) => r.n >= 60)).toBe(true);
    const doNorte = (await t.chamar({ method: 'GET', url: `${TRANSFERENCIAS}?rpp=100&q=reforma`, token: adminNorte })).json<{ content: { resultList: Record<string, unknown>[] } }>().content.resultList;
    expect(doNorte.map((l) => l['sentido'])).toEqual(['Entrada de Banco do Brasil c/c (Sede)']);
  });
});
