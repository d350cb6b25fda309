import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDoNumero, numeroDoDia } from '../../../../src/shared/calendario/data.ts';
import { decimalDosCentavos } from '../../../../src/shared/financeiro/centavos.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// What the cash flow projects (parcela_em_aberto, migration 0030) never drifts from the títulos:
// after random títulos with installments, baixas (partial, whole, more than due) and their
// reversals, changes of situação and account, installments edited, renumbered and deleted, and
// títulos deleted, the stored open installments equal those worked out from scratch the way the
// cash flow did before: each installment of an open título (with or without an account: the
// matching reads those without one, migration 0041), less its baixas not reversed, when more than
// nothing.

let t: AppDeTeste;
let sede = 0;
let categoria = 0;

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<{ categoria: number }>`SELECT min(id) AS categoria FROM categoria WHERE tipo = 'ANALITICA'`.execute(t.db);
  categoria = rows[0]!.categoria;
});
afterAll(async () => {
  await t.fechar();
});

const dia = fc.integer({ min: numeroDoDia('2025-01-01'), max: numeroDoDia('2025-02-28') }).map(dataDoNumero);
const valor = fc.integer({ min: 1, max: 100_000 });
const conta = fc.option(fc.integer({ min: 0, max: 1 }), { nil: null, freq: 5 });
const numero = fc.integer({ min: 1, max: 3 });
const qual = fc.nat();
const situacao = fc.constantFrom('ABERTO', 'PARCIAL', 'PAGO', 'CANCELADO');

const novoTitulo = fc.record({
  op: fc.constant('titulo' as const),
  receita: fc.boolean(),
  conta,
  parcelas: fc.array(fc.record({ valor, vencimento: fc.option(dia, { nil: null, freq: 8 }) }), { minLength: 1, maxLength: 3 }),
});
const novasBaixas = fc.record({ op: fc.constant('baixas' as const), baixas: fc.array(fc.record({ qual, numero, valor, data: dia }), { minLength: 1, maxLength: 3 }) });

const operacao = fc.oneof(
  novoTitulo,
  novasBaixas,
  fc.record({ op: fc.constant('estornar' as const), quais: fc.array(qual, { minLength: 1, maxLength: 2 }) }),
  fc.record({ op: fc.constant('desfazerEstorno' as const), qual }),
  fc.record({ op: fc.constant('alterarBaixa' as const), qual, numero, valor }),
  fc.record({ op: fc.constant('situacao' as const), quais: fc.array(qual, { minLength: 1, maxLength: 2 }), situacao }),
  fc.record({ op: fc.constant('conta' as const), qual, conta }),
  fc.record({ op: fc.constant('alterarParcela' as const), qual, numero, valor, vencimento: dia }),
  fc.record({ op: fc.constant('excluirParcela' as const), qual }),
  fc.record({ op: fc.constant('excluirTitulo' as const), qual }),
);
type Operacao = typeof operacao extends fc.Arbitrary<infer O> ? O : never;

interface Contexto {
  contas: number[];
  titulos: number[];
  /** Every título of the run, the deleted ones too. */
  criados: number[];
}

const um = (ids: readonly number[], i: number): number => ids[i % Math.max(ids.length, 1)] ?? 0;
const daConta = (c: Contexto, i: number | null): number | null => (i === null ? null : c.contas[i]!);

async function idsDe(tabela: 'baixa' | 'parcela', titulos: readonly number[]): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(tabela)} WHERE titulo_id = ANY(${titulos}::integer[]) ORDER BY id`.execute(t.db);
  return rows.map((r) => r.id);
}

async function aplicar(c: Contexto, o: Operacao): Promise<void> {
  const db = t.db;
  if (o.op === 'titulo') {
    const total = decimalDosCentavos(o.parcelas.reduce((s, p) => s + p.valor, 0));
    const { rows } = await sql<{ id: number }>`INSERT INTO titulo (unidade_id, tipo, categoria_id, conta_id, descricao, valor, quantidade_parcelas)
      VALUES (${sede}, ${o.receita ? 'RECEITA' : 'DESPESA'}, ${categoria}, ${daConta(c, o.conta)}, 'Previsto', ${total}, ${o.parcelas.length}) RETURNING id`.execute(db);
    const id = rows[0]!.id;
    c.titulos.push(id);
    c.criados.push(id);
    await sql`INSERT INTO parcela (titulo_id, unidade_id, numero, vencimento, vencimento_real, valor) VALUES ${sql.join(
      o.parcelas.map((p, i) => sql`(${id}, ${sede}, ${i + 1}, '2025-01-01', ${p.vencimento}::date, ${decimalDosCentavos(p.valor)}::numeric)`),
    )}`.execute(db);
  } else if (o.op === 'baixas') {
    if (c.titulos.length === 0) return;
    await sql`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor) VALUES ${sql.join(
      o.baixas.map((b) => sql`(${um(c.titulos, b.qual)}, ${sede}, ${b.numero}, ${b.data}::date, ${c.contas[0]!}, 'PIX', ${decimalDosCentavos(b.valor)}::numeric)`),
    )}`.execute(db);
  } else if (o.op === 'estornar') {
    const baixas = await idsDe('baixa', c.titulos);
    await sql`UPDATE baixa SET estornada_em = data WHERE id = ANY(${o.quais.map((i) => um(baixas, i))}::integer[])`.execute(db);
  } else if (o.op === 'desfazerEstorno') {
    await sql`UPDATE baixa SET estornada_em = NULL WHERE id = ${um(await idsDe('baixa', c.titulos), o.qual)}`.execute(db);
  } else if (o.op === 'alterarBaixa') {
    await sql`UPDATE baixa SET parcela = ${o.numero}, valor = ${decimalDosCentavos(o.valor)} WHERE id = ${um(await idsDe('baixa', c.titulos), o.qual)}`.execute(db);
  } else if (o.op === 'situacao') {
    await sql`UPDATE titulo SET situacao = ${o.situacao} WHERE id = ANY(${o.quais.map((i) => um(c.titulos, i))}::integer[])`.execute(db);
  } else if (o.op === 'conta') {
    await sql`UPDATE titulo SET conta_id = ${daConta(c, o.conta)} WHERE id = ${um(c.titulos, o.qual)}`.execute(db);
  } else if (o.op === 'alterarParcela') {
    await sql`UPDATE parcela SET numero = ${o.numero}, valor = ${decimalDosCentavos(o.valor)}, vencimento_real = ${o.vencimento}
      WHERE id = ${um(await idsDe('parcela', c.titulos), o.qual)}`.execute(db);
  } else if (o.op === 'excluirParcela') {
    await sql`DELETE FROM parcela WHERE id = ${um(await idsDe('parcela', c.titulos), o.qual)}`.execute(db);
  } else {
    const id = um(c.titulos, o.qual);
    const { numAffectedRows } = await sql`DELETE FROM titulo WHERE id = ${id} AND NOT EXISTS (SELECT 1 FROM baixa WHERE titulo_id = ${id})`.execute(db);
    if (numAffectedRows === 1n) c.titulos = c.titulos.filter((x) => x !== id);
  }
}

interface Aberta {
  titulo: number;
  unidade: number;
  conta: number | null;
  data: string;
  receita: boolean;
  valor: string;
}

async function guardadas(titulos: readonly number[]): Promise<Aberta[]> {
  const { rows } = await sql<Aberta>`SELECT titulo_id AS titulo, unidade_id AS unidade, conta_id AS conta, to_char(data, 'YYYY-MM-DD') AS data, receita, valor::text AS valor
    FROM parcela_em_aberto WHERE titulo_id = ANY(${titulos}::integer[]) ORDER BY 1, 4, 6`.execute(t.db);
  return rows;
}

async function doZero(titulos: readonly number[]): Promise<Aberta[]> {
  const { rows } = await sql<Aberta>`SELECT t.id AS titulo, t.unidade_id AS unidade, t.conta_id AS conta, to_char(p.vencimento_real, 'YYYY-MM-DD') AS data, t.tipo = 'RECEITA' AS receita,
      (p.valor - coalesce(pago.valor, 0))::text AS valor
    FROM titulo AS t
    JOIN parcela AS p ON p.titulo_id = t.id
    LEFT JOIN LATERAL (SELECT sum(b.valor) AS valor FROM baixa AS b WHERE b.titulo_id = t.id AND b.parcela = p.numero AND b.estornada_em IS NULL) AS pago ON true
    WHERE t.id = ANY(${titulos}::integer[]) AND t.situacao IN ('ABERTO', 'PARCIAL')
      AND p.vencimento_real IS NOT NULL AND p.valor > coalesce(pago.valor, 0)
    ORDER BY 1, 4, 6`.execute(t.db);
  return rows;
}

describe('the open installments the cash flow projects', () => {
  it('always equal the títulos, installments and baixas worked out from scratch', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(novoTitulo, { minLength: 1, maxLength: 4 }), fc.array(novasBaixas, { maxLength: 3 }), fc.array(operacao, { minLength: 1, maxLength: 15 }), async (titulos, baixas, operacoes) => {
        const contas: number[] = [];
        for (let i = 0; i < 2; i++) {
          const { rows } = await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial)
            VALUES (${sede}, ${`Previsto ${++n}.${i}`}, 'CAIXA', 0, '2025-01-01') RETURNING id`.execute(t.db);
          contas.push(rows[0]!.id);
        }
        const contexto: Contexto = { contas, titulos: [], criados: [] };
        for (const o of [...titulos, ...baixas, ...operacoes]) await aplicar(contexto, o);
        expect(await guardadas(contexto.criados)).toEqual(await doZero(contexto.criados));
      }),
      { numRuns: 50 },
    );
  });
});
