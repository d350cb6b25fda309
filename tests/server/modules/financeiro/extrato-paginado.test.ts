import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtratoDaConta } from '../../../../src/shared/api/movimento.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade, MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

// The statement on screen comes a page at a time. A fresh account of the Sede opens with R$ 250,00
// on 01/01/2025 and gets 1,200 baixas over 2025 (a third of them despesas, every seventh reversed
// three days later) plus transfers in and out (one reversed) on days that have baixas too: its
// pages, one after the other, are the statement worked out here from the view's raw rows, each
// running balance continuing the previous page's, the period's totals the same on every page.

let t: AppDeTeste;
let admin: string;
let sede = 0;
let conta = 0;
/** An account of over 10,000 movements in 2025. */
let grande = 0;
const categoria = { receita: 0, despesa: 0 };

const ANO = 'inicio=2025-03-01&fim=2025-12-31';

async function baixas(contaId: number, quantas: number): Promise<void> {
  await sql`
    WITH t AS (
      INSERT INTO titulo (unidade_id, tipo, categoria_id, conta_id, descricao, valor, situacao)
      SELECT ${sede}, CASE WHEN i % 3 = 0 THEN 'DESPESA' ELSE 'RECEITA' END, CASE WHEN i % 3 = 0 THEN ${categoria.despesa}::integer ELSE ${categoria.receita}::integer END,
        ${contaId}, 'Paginado ' || i, ((i * 3719) % 900000 + 1) / 100.0, 'PAGO'
      FROM generate_series(1, ${quantas}::integer) AS i
      RETURNING id, valor
    )
    INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor, juros, estornada_em)
    SELECT t.id, ${sede}, 1, date '2025-01-01' + (t.id % 365), ${contaId}, 'PIX', t.valor, (t.id % 5) / 100.0,
      CASE WHEN t.id % 7 = 0 THEN date '2025-01-01' + (t.id % 365) + 3 END
    FROM t`.execute(t.db);
}

async function novaConta(descricao: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial)
    VALUES (${sede}, ${descricao}, 'CONTA_CORRENTE', '250.00', '2025-01-01') RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<typeof categoria>`SELECT
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'RECEITA') AS receita,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS despesa`.execute(t.db);
  Object.assign(categoria, rows[0]);
  conta = await novaConta('Conta paginada');
  await baixas(conta, 1200);
  const outra = await novaConta('Outra conta');
  for (const [data, origem, destino, estorno] of [
    ['2025-03-01', conta, outra, null],
    ['2025-06-15', outra, conta, '2025-06-20'],
    ['2025-06-15', conta, outra, null],
  ] as const) {
    await sql`INSERT INTO transferencia (unidade_id, data, conta_origem_id, conta_destino_id, valor, descricao, data_estorno)
      VALUES (${sede}, ${data}, ${origem}, ${destino}, '77.70', 'Paginada', ${estorno})`.execute(t.db);
  }
  grande = await novaConta('Conta grande');
  await baixas(grande, 10_050);
});
afterAll(async () => {
  await t.fechar();
});

const chamar = (consulta: string) => t.chamar({ method: 'GET', url: `/api/financeiro/extrato?${consulta}`, token: admin });

async function extrato(consulta: string): Promise<ExtratoDaConta> {
  const r = await chamar(consulta);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: ExtratoDaConta }>().content;
}

/** Every page of the statement, in order. */
async function paginas(consulta: string, rpp: number): Promise<ExtratoDaConta[]> {
  const primeira = await extrato(`${consulta}&rpp=${rpp}`);
  const resto = Math.ceil(primeira.quantidade / rpp) - 1;
  return [primeira, ...(await Promise.all(Array.from({ length: resto }, (_, i) => extrato(`${consulta}&rpp=${rpp}&page=${i + 2}`))))];
}

const centavos = (reais: number): number => Math.round(reais * 100);
const linhasDe = (lista: readonly ExtratoDaConta[]) => lista.flatMap((p) => p.linhas.map((l) => [l.data, l.tipo, centavos(l.valor), centavos(l.saldo)]));
const totaisDe = (e: ExtratoDaConta) => [e.saldoInicial, e.entradas, e.saidas, e.saldoFinal, e.quantidade, e.filtrado];

/** The period's movements from the view, in the statement's order, with the running balance from `saldo`. */
async function esperado(saldo: number, condicao = sql``): Promise<[string, string, number, number][]> {
  const { rows } = await sql<{ data: string; tipo: string; valor: string }>`
    SELECT to_char(data, 'YYYY-MM-DD') AS data, tipo, valor::text AS valor FROM movimento_conta
    WHERE conta_id = ${conta} AND data BETWEEN '2025-03-01' AND '2025-12-31' ${condicao}
    ORDER BY data, tipo, coalesce(baixa_id, transferencia_id)`.execute(t.db);
  return rows.map((r) => {
    saldo += Math.round(Number(r.valor) * 100);
    return [r.data, r.tipo, Math.round(Number(r.valor) * 100), saldo];
  });
}

describe('the statement in pages', () => {
  it('a period of more movements than a page: 500 a page by default, balances continuing page to page, the totals of the whole period on each', async () => {
    const todas = await paginas(`conta=${conta}&${ANO}`, 500);
    const [primeira, segunda] = [todas[0]!, todas[1]!];
    expect(primeira.quantidade).toBeGreaterThan(1000);
    expect(todas.length).toBe(Math.ceil(primeira.quantidade / 500));
    expect(primeira).toMatchObject({ pagina: 1, porPagina: 500 });
    expect(primeira.linhas).toHaveLength(500);
    expect(centavos(segunda.linhas[0]!.saldo)).toBe(centavos(primeira.linhas.at(-1)!.saldo) + centavos(segunda.linhas[0]!.valor));
    expect(linhasDe(todas)).toEqual(await esperado(centavos(primeira.saldoInicial)));
    for (const pagina of todas) expect(totaisDe(pagina)).toEqual(totaisDe(primeira));
    const [i, e, s, f] = [primeira.saldoInicial, primeira.entradas, primeira.saidas, primeira.saldoFinal].map(centavos) as [number, number, number, number];
    expect(f).toBe(i + e - s);
    expect(centavos(todas.at(-1)!.linhas.at(-1)!.saldo)).toBe(f);
    const { rows } = await sql<{ antes: string }>`SELECT (250 + coalesce(sum(valor), 0))::text AS antes FROM movimento_conta WHERE conta_id = ${conta} AND data < '2025-03-01'`.execute(t.db);
    expect(i).toBe(Math.round(Number(rows[0]!.antes) * 100));
  });

  it('a page past the end has no rows and the same totals', async () => {
    const alem = await extrato(`conta=${conta}&${ANO}&page=99`);
    expect(alem).toMatchObject({ pagina: 99, porPagina: 500, linhas: [] });
    expect(totaisDe(alem)).toEqual(totaisDe(await extrato(`conta=${conta}&${ANO}`)));
  });

  it('filtered by categoria, the pages are the filtered movements alone, their balance from zero', async () => {
    const todas = await paginas(`conta=${conta}&${ANO}&categoria=${categoria.despesa}`, 100);
    expect(todas.length).toBeGreaterThan(1);
    expect(todas[1]).toMatchObject({ filtrado: true, saldoInicial: 0, pagina: 2 });
    expect(linhasDe(todas)).toEqual(await esperado(0, sql`AND categoria_id = ${categoria.despesa}`));
  });

  it('any rows per page: the pages one after the other are the statement in one page', async () => {
    const mes = `conta=${conta}&inicio=2025-06-01&fim=2025-06-30`;
    const inteiro = await extrato(`${mes}&rpp=1000`);
    expect(inteiro.quantidade).toBeGreaterThan(60);
    expect(inteiro.linhas).toHaveLength(inteiro.quantidade);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 9, max: 120 }), async (rpp) => {
        expect(linhasDe(await paginas(mes, rpp))).toEqual(linhasDe([inteiro]));
      }),
      { numRuns: 12 },
    );
  });

  it('answers 422 in pt-BR to a bad page or rows per page', async () => {
    const casos: [string, string, string][] = [
      ['page=0', 'page', 'Informe uma página válida (1 ou mais).'],
      ['page=-1', 'page', 'Informe uma página válida (1 ou mais).'],
      ['page=dois', 'page', 'Informe uma página válida (1 ou mais).'],
      ['page=1.5', 'page', 'Informe uma página válida (1 ou mais).'],
      ['rpp=0', 'rpp', 'Informe de 1 a 1.000 movimentos por página.'],
      ['rpp=1001', 'rpp', 'Informe de 1 a 1.000 movimentos por página.'],
      ['rpp=9999999999', 'rpp', 'Informe de 1 a 1.000 movimentos por página.'],
    ];
    for (const [parametro, campo, mensagem] of casos) {
      const r = await chamar(`conta=${conta}&${ANO}&${parametro}`);
      expect(r.statusCode, parametro).toBe(422);
      expect(r.json(), parametro).toMatchObject({ message: MENSAGEM_FORMULARIO, errors: [{ field: campo, message: mensagem }] });
    }
  });

  it('shows a period of over 10,000 movements a page at a time instead of refusing it', async () => {
    const consulta = `conta=${grande}&inicio=2025-01-01&fim=2025-12-31&rpp=1000`;
    const { quantidade } = await extrato(consulta);
    expect(quantidade).toBeGreaterThan(10_000);
    const ultima = await extrato(`${consulta}&page=${Math.ceil(quantidade / 1000)}`);
    expect(ultima.linhas).toHaveLength(quantidade - 1000 * (ultima.pagina - 1));
    expect(centavos(ultima.linhas.at(-1)!.saldo)).toBe(centavos(ultima.saldoFinal));
  });

  it('the file of the whole period is still refused over 10,000 movements, the job saying why', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/relatorios/financeiro/extrato', token: admin, payload: { conta: String(grande), inicio: '2025-01-01', fim: '2025-12-31', formato: 'XLSX' } });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json<{ content: { id: number } }>().content.id;
    const limite = Date.now() + 30_000;
    let tarefa: Record<string, unknown> = {};
    while (Date.now() < limite && !['concluida', 'falhou'].includes(String(tarefa['estado']))) {
      await new Promise((pronto) => setTimeout(pronto, 100));
      tarefa = (await t.chamar({ method: 'GET', url: `/api/tarefas/${id}`, token: admin })).json<{ content: Record<string, unknown> }>().content;
    }
    expect(tarefa).toMatchObject({ estado: 'falhou', erro: 'O extrato passa de 10.000 movimentos: escolha um período menor.' });
  });
});
