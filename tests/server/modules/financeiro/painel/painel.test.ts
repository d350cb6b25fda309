import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PainelDeContas, PainelDeVencidos, PainelDoOrcamento, PainelMensal, PainelPorChave } from '../../../../../src/shared/api/painel.ts';
import { somarDias } from '../../../../../src/shared/calendario/data.ts';
import { hojeNoModelo } from '../../../../../src/shared/format/dates.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../../support/app.ts';
import { idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../../ajudantes.ts';

// The dashboards' reads on a small known set in 2031 (a year no demo data reaches), Sede's new
// account A opening with R$ 1.000,00 on 01/01/2031: a receita of R$ 300,00 received 10/02 with
// R$ 5,00 of interest and R$ 2,00 of discount (+303,00, cost centre CC, person P1), another of
// R$ 100,00 received 31/03 (person P2, no cost centre), a despesa of R$ 150,50 (category D1) paid
// 15/02, one of R$ 49,99 (D2) paid 20/02 and reversed 05/03; the Unidade Norte's receita of
// R$ 999,00 received 10/02; a despesa of D1 open, R$ 70,00 overdue 45 days; and eleven donors of
// category R2 on 05/01, the n-th giving R$ n,00 (R$ 66,00 in all, on account A); and a budget line.

let t: AppDeTeste;
let admin: string;
let operador: string;
let sede = 0;
let norte = 0;
const ref = { contaA: 0, contaB: 0, contaNorte: 0, receita: 0, r2: 0, d1: 0, d2: 0, cc: 0, p1: 0, p2: 0 };
const ONZE = 11;
const ANO = 'inicio=2031-01-01&fim=2031-03-31';

async function novaCategoria(natureza: 'RECEITA' | 'DESPESA', codigo: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO categoria (codigo, descricao, natureza, tipo)
    VALUES (${codigo}, ${`Painel ${codigo}`}, ${natureza}, 'ANALITICA') RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

async function novaConta(unidade: number, descricao: string, saldo: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial)
    VALUES (${unidade}, ${descricao}, 'CONTA_CORRENTE', ${saldo}, '2031-01-01') RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

interface Titulo {
  unidade?: number;
  conta?: number;
  tipo: 'RECEITA' | 'DESPESA';
  categoria: number;
  valor: string;
  pessoa?: number;
  centroCusto?: number;
  baixa?: { data: string; juros?: string; desconto?: string; estornadaEm?: string };
  vencimento?: string;
  competencia?: string;
}

async function titulo(d: Titulo): Promise<void> {
  const unidade = d.unidade ?? sede;
  const vencimento = d.vencimento ?? d.baixa?.data ?? '2031-01-01';
  const aberto = d.baixa === undefined;
  const { rows } = await sql<{ id: number }>`INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, centro_custo_id, conta_id, descricao, valor, data_vencimento, situacao, valor_aberto, proximo_vencimento, competencia)
    VALUES (${unidade}, ${d.tipo}, ${d.pessoa ?? null}, ${d.categoria}, ${d.centroCusto ?? null}, ${d.conta ?? ref.contaA}, 'Painel', ${d.valor}, ${vencimento},
      ${aberto ? 'ABERTO' : 'PAGO'}, ${aberto ? d.valor : '0'}, ${aberto ? vencimento : null}, ${d.competencia ?? null}) RETURNING id`.execute(t.db);
  const id = rows[0]!.id;
  if (d.baixa !== undefined) {
    await sql`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor, juros, desconto, estornada_em)
      VALUES (${id}, ${unidade}, 1, ${d.baixa.data}, ${d.conta ?? ref.contaA}, 'PIX', ${d.valor}, ${d.baixa.juros ?? '0'}, ${d.baixa.desconto ?? '0'}, ${d.baixa.estornadaEm ?? null})`.execute(t.db);
  }
}

async function ler<T>(parte: string, consulta: string, token = admin): Promise<T> {
  const r = await t.chamar({ method: 'GET', url: `/api/financeiro/painel/${parte}?${consulta}`, token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: T }>().content;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  operador = await t.entrarNaUnidade('operador', 'Sede');
  [sede, norte] = [await idDaUnidade(t.db, 'Sede'), await idDaUnidade(t.db, 'Unidade Norte')];
  ref.contaA = await novaConta(sede, 'Conta A do painel', '1000.00');
  ref.contaB = await novaConta(sede, 'Conta B do painel', '0');
  ref.contaNorte = await novaConta(norte, 'Conta do painel no Norte', '0');
  ref.receita = await novaCategoria('RECEITA', '9.1');
  ref.r2 = await novaCategoria('RECEITA', '9.4');
  ref.d1 = await novaCategoria('DESPESA', '9.2');
  ref.d2 = await novaCategoria('DESPESA', '9.3');
  const cc = await sql<{ id: number }>`INSERT INTO centro_custo (codigo, descricao, tipo) VALUES ('P9', 'Projeto do painel', 'PROJETO') RETURNING id`.execute(t.db);
  ref.cc = cc.rows[0]!.id;
  const pessoas = await sql<{ id: number }>`SELECT id FROM pessoa WHERE unidade_id = ${sede} ORDER BY id LIMIT ${ONZE}`.execute(t.db);
  [ref.p1, ref.p2] = pessoas.rows.map((p) => p.id) as [number, number];
  // Eleven donors of category R2 in January, the n-th giving R$ n,00.
  for (const [i, p] of pessoas.rows.entries()) {
    await titulo({ tipo: 'RECEITA', categoria: ref.r2, valor: `${i + 1}.00`, pessoa: p.id, baixa: { data: '2031-01-05' } });
  }
  await titulo({ tipo: 'RECEITA', categoria: ref.receita, valor: '300.00', pessoa: ref.p1, centroCusto: ref.cc, baixa: { data: '2031-02-10', juros: '5.00', desconto: '2.00' } });
  await titulo({ tipo: 'RECEITA', categoria: ref.receita, valor: '100.00', pessoa: ref.p2, baixa: { data: '2031-03-31' } });
  await titulo({ tipo: 'DESPESA', categoria: ref.d1, valor: '150.50', baixa: { data: '2031-02-15' } });
  await titulo({ tipo: 'DESPESA', categoria: ref.d2, valor: '49.99', baixa: { data: '2031-02-20', estornadaEm: '2031-03-05' } });
  await titulo({ unidade: norte, conta: ref.contaNorte, tipo: 'RECEITA', categoria: ref.receita, valor: '999.00', baixa: { data: '2031-02-10' } });
  await titulo({ tipo: 'DESPESA', categoria: ref.d1, valor: '70.00', vencimento: somarDias(hojeNoModelo(), -45) });
  // The budget of 2031: D1 in CC, R$ 100,00 a month; a despesa of D1 in CC of February's competence, R$ 300,00, due in 2031.
  await sql`INSERT INTO orcamento_linha (unidade_id, ano, categoria_id, centro_custo_id, meses)
    VALUES (${sede}, 2031, ${ref.d1}, ${ref.cc}, array_fill(100.00::numeric, ARRAY[12]))`.execute(t.db);
  await titulo({ tipo: 'DESPESA', categoria: ref.d1, centroCusto: ref.cc, valor: '300.00', vencimento: '2031-12-10', competencia: '2031-02-01' });
});
afterAll(async () => {
  await t.fechar();
});

describe('realised by month', () => {
  it('sums each month to the cent, the reversal netted in its own month, the other unit left out', async () => {
    const mensal = await ler<PainelMensal>('mensal', ANO);
    expect(mensal).toMatchObject({ receitas: 469, despesas: 150.5, resultado: 318.5 });
    expect(mensal.meses).toEqual([
      { mes: '2031-01', receitas: 66, despesas: 0, resultado: 66 },
      { mes: '2031-02', receitas: 303, despesas: 200.49, resultado: 102.51 },
      { mes: '2031-03', receitas: 100, despesas: -49.99, resultado: 149.99 },
    ]);
  });

  it('counts a baixa on the last day of the period and not after it', async () => {
    expect((await ler<PainelMensal>('mensal', 'inicio=2031-02-11&fim=2031-03-31')).receitas).toBe(100);
    expect((await ler<PainelMensal>('mensal', 'inicio=2031-02-11&fim=2031-03-30')).receitas).toBe(0);
  });

  it('filters by account, cost centre and category', async () => {
    expect((await ler<PainelMensal>('mensal', `${ANO}&conta=${ref.contaB}`)).receitas).toBe(0);
    expect((await ler<PainelMensal>('mensal', `${ANO}&centroCusto=${ref.cc}`)).receitas).toBe(303);
    expect((await ler<PainelMensal>('mensal', `${ANO}&categoria=${ref.d2}`)).despesas).toBe(0);
  });
});

describe('rankings', () => {
  it('ranks categories, leaving out one whose reversal cancelled it', async () => {
    expect(await ler<PainelPorChave>('categorias', `${ANO}&tipo=despesas`)).toEqual({ tipo: 'despesas', total: 150.5, fatias: [{ id: ref.d1, nome: 'Painel 9.2', valor: 150.5 }] });
    const fevereiro = await ler<PainelPorChave>('categorias', 'inicio=2031-02-01&fim=2031-02-28&tipo=despesas');
    expect(fevereiro.fatias.map((f) => [f.id, f.valor])).toEqual([[ref.d1, 150.5], [ref.d2, 49.99]]);
  });

  it('ranks cost centres and donors, a título without one as a slice of id null', async () => {
    const centros = await ler<PainelPorChave>('centroscusto', `${ANO}&tipo=receitas&categoria=${ref.receita}`);
    expect(centros.fatias.map((f) => [f.id, f.valor])).toEqual([[ref.cc, 303], [null, 100]]);
    const doadores = await ler<PainelPorChave>('pessoas', `${ANO}&tipo=receitas&categoria=${ref.receita}`);
    expect(doadores.fatias.map((f) => [f.id, f.valor])).toEqual([[ref.p1, 303], [ref.p2, 100]]);
  });

  it('lists the ten largest donors largest first and sums the rest as the last slice', async () => {
    const doadores = await ler<PainelPorChave>('pessoas', `${ANO}&tipo=receitas&categoria=${ref.r2}`);
    expect(doadores.fatias.map((f) => f.valor)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(doadores.fatias.at(-1)).toEqual({ id: null, nome: 'Outros', valor: 1, outros: true });
    expect(doadores.total).toBe(66);
  });
});

describe('balances and overdue', () => {
  it("gives an account's balance at the end of the period's last day", async () => {
    const fimDoAno = await ler<PainelDeContas>('contas', `${ANO}&conta=${ref.contaA}`);
    expect(fimDoAno).toEqual({ fim: '2031-03-31', total: 1318.5, contas: [{ id: ref.contaA, descricao: 'Conta A do painel', saldo: 1318.5 }] });
    expect((await ler<PainelDeContas>('contas', `inicio=2031-01-01&fim=2031-02-28&conta=${ref.contaA}`)).total).toBe(1168.51);
  });

  it('puts what is still open of an overdue título in its bucket of days', async () => {
    const vencidos = await ler<PainelDeVencidos>('vencidos', `${ANO}&categoria=${ref.d1}`);
    expect(vencidos.pagar).toEqual({
      quantidade: 1,
      valor: 70,
      faixas: [
        { faixa: '1-30', quantidade: 0, valor: 0 },
        { faixa: '31-60', quantidade: 1, valor: 70 },
        { faixa: '61-90', quantidade: 0, valor: 0 },
        { faixa: '90+', quantidade: 0, valor: 0 },
      ],
      noPeriodo: { quantidade: 0, valor: 0 },
      emAberto: { quantidade: 2, valor: 370 },
    });
    expect(vencidos.receber.quantidade).toBe(0);
  });

  it('sums the open títulos falling due in the period, and all that is open, overdue or not', async () => {
    const dezembro = await ler<PainelDeVencidos>('vencidos', `inicio=2031-12-01&fim=2031-12-31&categoria=${ref.d1}`);
    expect(dezembro.pagar).toMatchObject({ quantidade: 1, valor: 70, noPeriodo: { quantidade: 1, valor: 300 }, emAberto: { quantidade: 2, valor: 370 } });
    expect(dezembro.receber).toMatchObject({ noPeriodo: { quantidade: 0, valor: 0 }, emAberto: { quantidade: 0, valor: 0 } });
  });
});

describe('budget execution', () => {
  it("gives the plan's year of the period's end against the títulos by competence (helper orcamento's execucaoOrcamentaria)", async () => {
    const orcamento = await ler<PainelDoOrcamento>('orcamento', ANO);
    expect(orcamento).toMatchObject({ ano: 2031, planejado: 1200, realizado: 300, percentual: 25 });
    expect(orcamento.categorias).toEqual([{ id: ref.d1, nome: '9.2 - Painel 9.2', tipo: 'despesas', planejado: 1200, realizado: 300, percentual: 25 }]);
  });
});

describe('the lists a chart opens', () => {
  it("filters the despesas by a baixa in the period not reversed by the period's end", async () => {
    const lista = async (de: string, ate: string): Promise<number> => {
      const url = `/api/titulos/despesas?categoria=${ref.d2}&baixadoEm=CUSTOMIZADO&baixadoEmDe=${de}&baixadoEmAte=${ate}`;
      const r = await t.chamar({ method: 'GET', url, token: admin });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ content: { resultList: unknown[] } }>().content.resultList.length;
    };
    expect(await lista('2031-02-01', '2031-02-28')).toBe(1);
    expect(await lista('2031-02-01', '2031-03-31')).toBe(0);
    expect(await lista('2031-02-21', '2031-02-28')).toBe(0);
  });
});

describe('access and bad input', () => {
  it('refuses a user without the dashboard tags (403) and a bad query (422), in pt-BR', async () => {
    const proibido = await t.chamar({ method: 'GET', url: `/api/financeiro/painel/mensal?${ANO}`, token: operador });
    expect(proibido.statusCode).toBe(403);
    expect(proibido.json<{ message: string }>().message).toBe(MENSAGEM_SEM_PERMISSAO);
    const semTipo = await t.chamar({ method: 'GET', url: `/api/financeiro/painel/categorias?${ANO}`, token: admin });
    expect(semTipo.statusCode).toBe(422);
    expect(semTipo.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([{ field: 'tipo', message: 'Escolha receitas ou despesas.' }]);
    const invertido = await t.chamar({ method: 'GET', url: '/api/financeiro/painel/mensal?inicio=2031-03-01&fim=2031-02-01', token: admin });
    expect(invertido.statusCode).toBe(422);
  });
});
