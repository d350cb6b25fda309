import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contabilizar } from '../../../../../src/server/modules/financeiro/contabilidade/contabilizar.ts';
import { lancarBaixasEmMassa } from '../../../../../src/server/modules/financeiro/contabilidade/em-massa.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../../support/app.ts';
import { idDaUnidade } from '../../../ajudantes.ts';

// The bulk seed's set-based entries (em-massa.ts) are those contabilizar writes through partidasDe,
// for receipts and payments, with interest and fine, a reversal, an unmapped category and an
// unmapped bank account; and the daily sums (saldo_contabil_diario, migration 0032) equal the
// entries summed from scratch after inserts, updates and deletions of several rows a statement.

let t: AppDeTeste;
let sede = 0;

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
});
afterAll(async () => {
  await t.fechar();
});

async function entradas(titulos: readonly number[]) {
  const { rows } = await sql`
    SELECT l.baixa_id, l.origem, to_char(l.data, 'YYYY-MM-DD') AS data, l.valor::text, l.conta_debito_id, l.conta_credito_id,
      l.centro_custo_debito_id, l.centro_custo_credito_id, l.historico, l.pendencia, l.unidade_id
    FROM lancamento_contabil AS l JOIN baixa AS b ON b.id = l.baixa_id WHERE b.titulo_id = ANY(${[...titulos]}::int[])
    ORDER BY l.baixa_id, l.origem, l.valor, l.conta_debito_id`.execute(t.db);
  return rows;
}

describe('the bulk seed\'s entries', () => {
  it('are what contabilizar writes through partidasDe', async () => {
    const db = t.db;
    const { rows: antes } = await sql<{ ultimo: number }>`SELECT max(id) AS ultimo FROM titulo`.execute(db);
    const { rows: ref } = await sql<{ banco: number; receita: number; despesa: number; cc: number }>`SELECT
      (SELECT min(id) FROM conta WHERE unidade_id = ${sede} AND conta_contabil_id IS NOT NULL) AS banco,
      (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'RECEITA') AS receita,
      (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS despesa,
      (SELECT min(id) FROM centro_custo) AS cc`.execute(db);
    const r = ref[0]!;
    const { rows: novas } = await sql<{ id: number }>`
      INSERT INTO categoria (codigo, descricao, natureza, tipo) VALUES ('2.8', 'Ainda sem conta', 'DESPESA', 'ANALITICA') RETURNING id`.execute(db);
    const { rows: semConta } = await sql<{ id: number }>`
      INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial) VALUES (${sede}, 'Conta sem mapa', 'CONTA_CORRENTE', 0, '2020-01-01') RETURNING id`.execute(db);
    const casos = [
      ['RECEITA', r.receita, r.banco, '150.00', '3.00', '1.50', null],
      ['DESPESA', r.despesa, r.banco, '99.99', '0', '2.00', null],
      ['DESPESA', r.despesa, r.banco, '10.00', '1.00', '0', '2020-03-12'],
      ['DESPESA', novas[0]!.id, r.banco, '20.00', '0', '0', null],
      ['RECEITA', r.receita, semConta[0]!.id, '30.00', '0', '0', '2020-03-15'],
    ] as const;
    for (const [tipo, categoria, conta, valor, juros, multa, estorno] of casos) {
      const { rows } = await sql<{ id: number }>`INSERT INTO titulo (unidade_id, tipo, categoria_id, centro_custo_id, conta_id, descricao, valor, situacao)
        VALUES (${sede}, ${tipo}, ${categoria}, ${r.cc}, ${conta}, ${`Título em massa ${valor}`}, ${valor}::numeric, 'PAGO') RETURNING id`.execute(db);
      await sql`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor, juros, multa, estornada_em)
        VALUES (${rows[0]!.id}, ${sede}, 1, '2020-03-10', ${conta}, 'PIX', ${valor}::numeric, ${juros}::numeric, ${multa}::numeric, ${estorno}::date)`.execute(db);
    }
    const { rows: ids } = await sql<{ id: number }>`SELECT id FROM titulo WHERE id > ${antes[0]!.ultimo}`.execute(db);
    const titulos = ids.map((x) => x.id);
    await lancarBaixasEmMassa(db, antes[0]!.ultimo);
    const emMassa = await entradas(titulos);
    expect(emMassa.length).toBe(2 + 2 + (2 + 2) + 1 + (1 + 1));
    await sql`DELETE FROM lancamento_contabil WHERE baixa_id IN (SELECT id FROM baixa WHERE titulo_id = ANY(${titulos}::int[]))`.execute(db);
    await contabilizar(db, { titulos });
    expect(await entradas(titulos)).toEqual(emMassa);
  });
});

describe('saldo_contabil_diario', () => {
  it('equals the entries summed from scratch after inserts, updates and deletions', async () => {
    const db = t.db;
    const { rows } = await sql<{ id: number }>`SELECT id FROM conta_contabil WHERE tipo = 'ANALITICA' ORDER BY id LIMIT 4`.execute(db);
    const [a, b, c, d] = rows.map((x) => x.id);
    const { rows: novos } = await sql<{ id: number }>`
      INSERT INTO lancamento_contabil (unidade_id, data, valor, conta_debito_id, conta_credito_id, historico)
      SELECT ${sede}, '2021-01-01'::date + (g % 40), (g * 7.31)::numeric(14,2), CASE WHEN g % 2 = 0 THEN ${a}::int ELSE ${b}::int END, CASE WHEN g % 3 = 0 THEN ${c}::int ELSE ${d}::int END, 'Soma ' || g
      FROM generate_series(1, 60) AS g RETURNING id`.execute(db);
    const ids = novos.map((x) => x.id);
    await sql`UPDATE lancamento_contabil SET valor = valor + 1, data = data + 3 WHERE id = ANY(${ids.slice(0, 20)}::int[])`.execute(db);
    await sql`UPDATE lancamento_contabil SET conta_debito_id = ${c}, conta_credito_id = ${a} WHERE id = ANY(${ids.slice(15, 30)}::int[])`.execute(db);
    await sql`UPDATE lancamento_contabil SET historico = 'Só o texto' WHERE id = ANY(${ids.slice(30, 40)}::int[])`.execute(db);
    await sql`DELETE FROM lancamento_contabil WHERE id = ANY(${ids.slice(40, 50)}::int[])`.execute(db);
    const { rows: diferencas } = await sql`
      WITH fonte AS (
        SELECT l.unidade_id, lado.conta, l.data, sum(lado.debito) AS debitos, sum(lado.credito) AS creditos
        FROM lancamento_contabil AS l
        CROSS JOIN LATERAL (VALUES (l.conta_debito_id, l.valor, 0::numeric), (l.conta_credito_id, 0::numeric, l.valor)) AS lado (conta, debito, credito)
        GROUP BY 1, 2, 3
      ), guardado AS (
        SELECT unidade_id, conta_contabil_id AS conta, data, debitos, creditos FROM saldo_contabil_diario WHERE debitos <> 0 OR creditos <> 0
      )
      (SELECT * FROM fonte EXCEPT SELECT * FROM guardado) UNION ALL (SELECT * FROM guardado EXCEPT SELECT * FROM fonte)`.execute(db);
    expect(diferencas).toEqual([]);
  });
});
