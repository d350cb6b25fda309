import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtratoDaConta } from '../../../../src/shared/api/movimento.ts';
import { dataDoNumero, numeroDoDia } from '../../../../src/shared/calendario/data.ts';
import { decimalDosCentavos } from '../../../../src/shared/financeiro/centavos.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// The baixas' daily sums (movimento_diario_baixa, migration 0030) never drift from the view
// movimento_conta: after random baixas inserted a few per statement, reversals and edits of
// amount, date and account (one or several rows per statement), deletions, transfers and their
// reversals, each account's stored entradas and saídas per day equal the view's, and the
// statement's opening balance equals the view's movements summed from scratch.

let t: AppDeTeste;
let admin: string;
let sede = 0;
let categoria = 0;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<{ categoria: number }>`SELECT min(id) AS categoria FROM categoria WHERE tipo = 'ANALITICA'`.execute(t.db);
  categoria = rows[0]!.categoria;
});
afterAll(async () => {
  await t.fechar();
});

const dia = fc.integer({ min: numeroDoDia('2025-01-01'), max: numeroDoDia('2025-03-31') }).map(dataDoNumero);
const quantia = (max: number) => fc.integer({ min: 0, max });
const conta = fc.integer({ min: 0, max: 2 });
const qual = fc.nat();
const baixa = fc.record({ receita: fc.boolean(), conta, data: dia, valor: fc.integer({ min: 1, max: 500_000 }), juros: quantia(5_000), multa: quantia(2_000), desconto: quantia(3_000) });

const operacao = fc.oneof(
  fc.record({ op: fc.constant('baixas' as const), baixas: fc.array(baixa, { minLength: 1, maxLength: 3 }) }),
  fc.record({ op: fc.constant('estornar' as const), quais: fc.array(qual, { minLength: 1, maxLength: 3 }), apos: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ op: fc.constant('desfazerEstorno' as const), qual }),
  fc.record({ op: fc.constant('alterar' as const), quais: fc.array(qual, { minLength: 1, maxLength: 2 }), valor: fc.integer({ min: 1, max: 500_000 }), data: dia, conta }),
  fc.record({ op: fc.constant('excluir' as const), qual }),
  fc.record({ op: fc.constant('transferir' as const), origem: conta, destino: conta, valor: fc.integer({ min: 1, max: 500_000 }), data: dia }),
  fc.record({ op: fc.constant('estornarTransferencia' as const), qual, apos: fc.integer({ min: 0, max: 20 }) }),
);
type Operacao = typeof operacao extends fc.Arbitrary<infer O> ? O : never;

interface Contexto {
  contas: number[];
  baixas: number[];
  transferencias: number[];
}

const um = (ids: readonly number[], i: number): number | undefined => ids[i % Math.max(ids.length, 1)];
const varios = (ids: readonly number[], quais: readonly number[]): number[] => quais.flatMap((i) => um(ids, i) ?? []);

async function aplicar(c: Contexto, o: Operacao): Promise<void> {
  const db = t.db;
  if (o.op === 'baixas') {
    const linhas = [];
    for (const b of o.baixas) {
      const { rows } = await sql<{ id: number }>`INSERT INTO titulo (unidade_id, tipo, categoria_id, descricao, valor, situacao)
        VALUES (${sede}, ${b.receita ? 'RECEITA' : 'DESPESA'}, ${categoria}, 'Soma diária', ${decimalDosCentavos(b.valor)}, 'PAGO') RETURNING id`.execute(db);
      linhas.push(sql`(${rows[0]!.id}, ${sede}, 1, ${b.data}::date, ${c.contas[b.conta]!}, 'PIX', ${decimalDosCentavos(b.valor)}::numeric, ${decimalDosCentavos(b.juros)}::numeric,
        ${decimalDosCentavos(b.multa)}::numeric, ${decimalDosCentavos(b.desconto)}::numeric)`);
    }
    const { rows } = await sql<{ id: number }>`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor, juros, multa, desconto)
      VALUES ${sql.join(linhas)} RETURNING id`.execute(db);
    c.baixas.push(...rows.map((r) => r.id));
  } else if (o.op === 'estornar') {
    await sql`UPDATE baixa SET estornada_em = data + ${o.apos}::integer WHERE id = ANY(${varios(c.baixas, o.quais)}::integer[]) AND estornada_em IS NULL`.execute(db);
  } else if (o.op === 'desfazerEstorno') {
    await sql`UPDATE baixa SET estornada_em = NULL WHERE id = ${um(c.baixas, o.qual) ?? 0}`.execute(db);
  } else if (o.op === 'alterar') {
    await sql`UPDATE baixa SET valor = ${decimalDosCentavos(o.valor)}, data = ${o.data}::date, conta_id = ${c.contas[o.conta]!},
      estornada_em = CASE WHEN estornada_em IS NULL THEN NULL ELSE ${o.data}::date + 1 END
      WHERE id = ANY(${varios(c.baixas, o.quais)}::integer[])`.execute(db);
  } else if (o.op === 'excluir') {
    const id = um(c.baixas, o.qual);
    await sql`DELETE FROM baixa WHERE id = ${id ?? 0}`.execute(db);
    c.baixas = c.baixas.filter((b) => b !== id);
  } else if (o.op === 'transferir') {
    if (o.origem === o.destino) return;
    const { rows } = await sql<{ id: number }>`INSERT INTO transferencia (unidade_id, data, conta_origem_id, conta_destino_id, valor, descricao)
      VALUES (${sede}, ${o.data}, ${c.contas[o.origem]!}, ${c.contas[o.destino]!}, ${decimalDosCentavos(o.valor)}, 'Soma diária') RETURNING id`.execute(db);
    c.transferencias.push(rows[0]!.id);
  } else {
    await sql`UPDATE transferencia SET data_estorno = data + ${o.apos}::integer, estornado_em = now()
      WHERE id = ${um(c.transferencias, o.qual) ?? 0} AND data_estorno IS NULL`.execute(db);
  }
}

interface SomaDoDia {
  conta: number;
  data: string;
  entradas: string;
  saidas: string;
}

async function guardadas(contas: readonly number[]): Promise<SomaDoDia[]> {
  const { rows } = await sql<SomaDoDia>`SELECT conta_id AS conta, to_char(data, 'YYYY-MM-DD') AS data, entradas::text, saidas::text
    FROM movimento_diario_baixa WHERE conta_id = ANY(${contas}::integer[]) AND (entradas <> 0 OR saidas <> 0) ORDER BY 1, 2`.execute(t.db);
  return rows;
}

async function daVisao(contas: readonly number[]): Promise<SomaDoDia[]> {
  const { rows } = await sql<SomaDoDia>`SELECT conta_id AS conta, to_char(data, 'YYYY-MM-DD') AS data,
      coalesce(sum(valor) FILTER (WHERE valor > 0), 0)::numeric(16,2)::text AS entradas, coalesce(sum(valor) FILTER (WHERE valor < 0), 0)::numeric(16,2)::text AS saidas
    FROM movimento_conta WHERE baixa_id IS NOT NULL AND conta_id = ANY(${contas}::integer[])
    GROUP BY 1, 2 HAVING sum(valor) FILTER (WHERE valor > 0) <> 0 OR sum(valor) FILTER (WHERE valor < 0) <> 0 ORDER BY 1, 2`.execute(t.db);
  return rows;
}

async function saldoDaVisao(contaId: number, inicio: string): Promise<string> {
  const { rows } = await sql<{ saldo: string }>`SELECT (c.saldo_inicial + coalesce(sum(m.valor), 0))::text AS saldo
    FROM conta AS c LEFT JOIN movimento_conta AS m ON m.conta_id = c.id AND m.data >= c.data_saldo_inicial AND m.data < ${inicio}::date
    WHERE c.id = ${contaId} GROUP BY c.id`.execute(t.db);
  return rows[0]!.saldo;
}

describe('the baixas daily sums', () => {
  it('always equal the view movimento_conta, and the opening balance its movements from scratch', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operacao, { minLength: 1, maxLength: 15 }), conta, dia, async (operacoes, qualConta, inicio) => {
        const contas: number[] = [];
        for (let i = 0; i < 3; i++) {
          const { rows } = await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial)
            VALUES (${sede}, ${`Soma diária ${++n}.${i}`}, 'CAIXA', 1000, '2025-01-10') RETURNING id`.execute(t.db);
          contas.push(rows[0]!.id);
        }
        const contexto: Contexto = { contas, baixas: [], transferencias: [] };
        for (const o of operacoes) await aplicar(contexto, o);
        expect(await guardadas(contas)).toEqual(await daVisao(contas));
        const contaId = contas[qualConta]!;
        const r = await t.chamar({ method: 'GET', url: `/api/financeiro/extrato?conta=${contaId}&inicio=${inicio}&fim=2025-04-30`, token: admin });
        expect(r.statusCode, r.body).toBe(200);
        const saldo = decimalDosCentavos(Math.round(r.json<{ content: ExtratoDaConta }>().content.saldoInicial * 100));
        expect(saldo).toBe(await saldoDaVisao(contaId, inicio));
      }),
      { numRuns: 40 },
    );
  });
});
