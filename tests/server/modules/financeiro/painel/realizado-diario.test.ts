import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDoNumero, numeroDoDia } from '../../../../../src/shared/calendario/data.ts';
import { decimalDosCentavos } from '../../../../../src/shared/financeiro/centavos.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../../support/app.ts';
import { idDaUnidade } from '../../../ajudantes.ts';

// The dashboards' daily and monthly sums (realizado_diario, realizado_mensal, migration 0035)
// never drift from the baixas: after random baixas inserted a few per statement, reversals and
// their undoing, edits of amount, date and account, deletions, and títulos whose category, cost
// centre, person or tipo changed
// (several per statement), every stored sum equals the one worked out from scratch.

let t: AppDeTeste;
let sede = 0;
const escolhas = { categorias: [0, 0], centros: [0, 0], pessoas: [0, 0], contas: [0, 0] };

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<{ c: number[]; cc: number[]; p: number[]; k: number[] }>`SELECT
    (SELECT array_agg(id) FROM (SELECT id FROM categoria WHERE tipo = 'ANALITICA' ORDER BY id LIMIT 2) AS x) AS c,
    (SELECT array_agg(id) FROM (SELECT id FROM centro_custo ORDER BY id LIMIT 2) AS x) AS cc,
    (SELECT array_agg(id) FROM (SELECT id FROM pessoa WHERE unidade_id = ${sede} ORDER BY id LIMIT 2) AS x) AS p,
    (SELECT array_agg(id) FROM (SELECT id FROM conta WHERE unidade_id = ${sede} ORDER BY id LIMIT 2) AS x) AS k`.execute(t.db);
  const r = rows[0]!;
  Object.assign(escolhas, { categorias: r.c, centros: r.cc, pessoas: r.p, contas: r.k });
});
afterAll(async () => {
  await t.fechar();
});

const dia = fc.integer({ min: numeroDoDia('2032-01-01'), max: numeroDoDia('2032-02-29') }).map(dataDoNumero);
const qual = fc.nat();
const opcional = fc.integer({ min: -1, max: 1 });
const baixa = fc.record({ receita: fc.boolean(), categoria: opcional, centro: opcional, pessoa: opcional, conta: opcional, data: dia, valor: fc.integer({ min: 1, max: 500_000 }), juros: fc.nat(5_000), desconto: fc.nat(3_000) });
const operacao = fc.oneof(
  fc.record({ op: fc.constant('baixas' as const), baixas: fc.array(baixa, { minLength: 1, maxLength: 3 }) }),
  fc.record({ op: fc.constant('estornar' as const), quais: fc.array(qual, { minLength: 1, maxLength: 3 }), apos: fc.nat(20) }),
  fc.record({ op: fc.constant('desfazerEstorno' as const), qual }),
  fc.record({ op: fc.constant('alterar' as const), quais: fc.array(qual, { minLength: 1, maxLength: 2 }), valor: fc.integer({ min: 1, max: 500_000 }), data: dia, conta: opcional }),
  fc.record({ op: fc.constant('excluir' as const), qual }),
  fc.record({ op: fc.constant('reclassificar' as const), quais: fc.array(qual, { minLength: 1, maxLength: 3 }), categoria: opcional, centro: opcional, pessoa: opcional, inverter: fc.boolean() }),
);
type Operacao = typeof operacao extends fc.Arbitrary<infer O> ? O : never;

const um = (ids: readonly number[], i: number): number | undefined => ids[i % Math.max(ids.length, 1)];
const varios = (ids: readonly number[], quais: readonly number[]): number[] => quais.flatMap((i) => um(ids, i) ?? []);
/** -1: none; 0 or 1: one of two records. */
const escolha = (ids: readonly number[], i: number): number | null => (i < 0 ? null : (ids[i] ?? null));

async function aplicar(c: { baixas: number[]; titulos: number[] }, o: Operacao): Promise<void> {
  const db = t.db;
  if (o.op === 'baixas') {
    for (const b of o.baixas) {
      const { rows } = await sql<{ id: number }>`INSERT INTO titulo (unidade_id, tipo, categoria_id, centro_custo_id, pessoa_id, descricao, valor, situacao)
        VALUES (${sede}, ${b.receita ? 'RECEITA' : 'DESPESA'}, ${escolha(escolhas.categorias, b.categoria)}, ${escolha(escolhas.centros, b.centro)},
          ${escolha(escolhas.pessoas, b.pessoa)}, 'Realizado diário', ${decimalDosCentavos(b.valor)}, 'PAGO') RETURNING id`.execute(db);
      c.titulos.push(rows[0]!.id);
    }
    const linhas = o.baixas.map((b, i) => sql`(${c.titulos[c.titulos.length - o.baixas.length + i]!}, ${sede}, 1, ${b.data}::date, ${escolha(escolhas.contas, b.conta)}::integer, 'PIX',
      ${decimalDosCentavos(b.valor)}::numeric, ${decimalDosCentavos(b.juros)}::numeric, ${decimalDosCentavos(b.desconto)}::numeric)`);
    const { rows } = await sql<{ id: number }>`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor, juros, desconto)
      VALUES ${sql.join(linhas)} RETURNING id`.execute(db);
    c.baixas.push(...rows.map((r) => r.id));
  } else if (o.op === 'estornar') {
    await sql`UPDATE baixa SET estornada_em = data + ${o.apos}::integer WHERE id = ANY(${varios(c.baixas, o.quais)}::integer[]) AND estornada_em IS NULL`.execute(db);
  } else if (o.op === 'desfazerEstorno') {
    await sql`UPDATE baixa SET estornada_em = NULL WHERE id = ${um(c.baixas, o.qual) ?? 0}`.execute(db);
  } else if (o.op === 'alterar') {
    await sql`UPDATE baixa SET valor = ${decimalDosCentavos(o.valor)}, data = ${o.data}::date, conta_id = ${escolha(escolhas.contas, o.conta)}::integer
      WHERE id = ANY(${varios(c.baixas, o.quais)}::integer[])`.execute(db);
  } else if (o.op === 'excluir') {
    const id = um(c.baixas, o.qual);
    await sql`DELETE FROM baixa WHERE id = ${id ?? 0}`.execute(db);
    c.baixas = c.baixas.filter((b) => b !== id);
  } else {
    await sql`UPDATE titulo SET categoria_id = ${escolha(escolhas.categorias, o.categoria)}::integer, centro_custo_id = ${escolha(escolhas.centros, o.centro)}::integer,
      pessoa_id = ${escolha(escolhas.pessoas, o.pessoa)}::integer, tipo = CASE WHEN ${o.inverter} THEN CASE tipo WHEN 'RECEITA' THEN 'DESPESA' ELSE 'RECEITA' END ELSE tipo END
      WHERE id = ANY(${varios(c.titulos, o.quais)}::integer[])`.execute(db);
  }
}

const DO_ZERO = sql`
  SELECT b.unidade_id, t.tipo = 'RECEITA' AS receita, d.data, b.conta_id, t.categoria_id, t.centro_custo_id, t.pessoa_id,
    d.sinal * (b.valor + b.juros + b.multa - b.desconto) AS valor
  FROM baixa AS b JOIN titulo AS t ON t.id = b.titulo_id
  CROSS JOIN LATERAL (VALUES (b.data, 1), (b.estornada_em, -1)) AS d (data, sinal)
  WHERE d.data IS NOT NULL`;

/** Rows of the stored sums (daily and monthly) missing from the sums worked out from scratch, and the other way round. */
async function diferencas(): Promise<{ diarias: number; mensais: number }> {
  const { rows } = await sql<{ diarias: number; mensais: number }>`
    WITH movimentos AS (${DO_ZERO}), diarias AS (
      SELECT unidade_id, receita, data, conta_id, categoria_id, centro_custo_id, pessoa_id, valor FROM realizado_diario WHERE valor <> 0
    ), diarias_do_zero AS (
      SELECT unidade_id, receita, data, conta_id, categoria_id, centro_custo_id, pessoa_id, sum(valor)::numeric(16,2) AS valor
      FROM movimentos GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(valor) <> 0
    ), mensais AS (
      SELECT unidade_id, receita, mes, conta_id, categoria_id, centro_custo_id, valor FROM realizado_mensal WHERE valor <> 0
    ), mensais_do_zero AS (
      SELECT unidade_id, receita, date_trunc('month', data)::date AS mes, conta_id, categoria_id, centro_custo_id, sum(valor)::numeric(16,2) AS valor
      FROM movimentos GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(valor) <> 0
    )
    SELECT ((SELECT count(*) FROM (SELECT * FROM diarias EXCEPT SELECT * FROM diarias_do_zero) AS a)
      + (SELECT count(*) FROM (SELECT * FROM diarias_do_zero EXCEPT SELECT * FROM diarias) AS b))::int AS diarias,
      ((SELECT count(*) FROM (SELECT * FROM mensais EXCEPT SELECT * FROM mensais_do_zero) AS a)
      + (SELECT count(*) FROM (SELECT * FROM mensais_do_zero EXCEPT SELECT * FROM mensais) AS b))::int AS mensais`.execute(t.db);
  return rows[0]!;
}

describe('the dashboards daily and monthly sums', () => {
  it('start equal to the baixas and the títulos of the demo', async () => {
    expect(await diferencas()).toEqual({ diarias: 0, mensais: 0 });
  });

  it('always equal the baixas summed from scratch', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operacao, { minLength: 1, maxLength: 12 }), async (operacoes) => {
        const contexto = { baixas: [], titulos: [] };
        for (const o of operacoes) await aplicar(contexto, o);
        expect(await diferencas()).toEqual({ diarias: 0, mensais: 0 });
      }),
      { numRuns: 12 },
    );
  });
});
