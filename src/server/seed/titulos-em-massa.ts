import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { lancarBaixasEmMassa } from '../modules/financeiro/contabilidade/em-massa.ts';

// Títulos in bulk for the finance benchmark (`npm run seed -- --titulos 1000000`): set-based SQL
// over the units, people, analytic categories and cost centres already there, spread over five
// years ending two months from today. An institution of that size keeps an account per project
// or agreement: each unit gets CONTAS_DE_PROJETO checking accounts, and the títulos (and their
// baixas) fall on those and the unit's own, so the busiest account moves some 7,000 times a year. About 85% in one installment, 10% in three, 5% in
// twelve (the installments split as parcelamento.ts does: truncated to the cent, the remainder on
// the last; real due dates moved past weekends only — the bench's load, not the books); each
// installment due before today paid in full (87%), in half (5%) or not at all; one baixa in fifty
// reversed two days later; one open título in three hundred cancelled. About 1,5 baixa per título,
// each with its double entries (contabilidade/em-massa.ts); the project accounts take the ledger
// account of the first mapped checking account.
// The positions (paid, open, next due date, situação) are worked out after, in one pass, as the
// títulos' hooks would. Deterministic for a given seed (PostgreSQL's setseed).

export interface CargaDeTitulos {
  quantidade: number;
  /** Between -1 and 1. */
  semente: number;
  progresso?: (feitos: number) => void;
}

const LOTE = 100_000;
const CONTAS_DE_PROJETO = 20;

/** The project accounts of each unit with accounts, once. */
async function abrirContasDeProjeto(trx: Db): Promise<void> {
  await sql`
    INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial, conta_contabil_id)
    SELECT u.id, 'Conta de projeto ' || lpad(n::text, 2, '0'), 'CONTA_CORRENTE', 0, current_date - interval '5 years',
      (SELECT c.conta_contabil_id FROM conta AS c WHERE c.tipo = 'CONTA_CORRENTE' AND c.conta_contabil_id IS NOT NULL ORDER BY c.id LIMIT 1)
    FROM unidade AS u CROSS JOIN generate_series(1, ${CONTAS_DE_PROJETO}) AS n
    WHERE EXISTS (SELECT 1 FROM conta AS c WHERE c.unidade_id = u.id AND c.ativo)
      AND NOT EXISTS (SELECT 1 FROM conta AS c WHERE c.unidade_id = u.id AND c.descricao = 'Conta de projeto ' || lpad(n::text, 2, '0'))`.execute(trx);
}

async function referenciasExistem(trx: Db): Promise<void> {
  const { rows } = await sql<{ falta: string | null }>`
    SELECT CASE
      WHEN NOT EXISTS (SELECT 1 FROM conta WHERE ativo) THEN 'contas'
      WHEN NOT EXISTS (SELECT 1 FROM categoria WHERE ativo AND tipo = 'ANALITICA' AND natureza = 'RECEITA') THEN 'categorias de receita'
      WHEN NOT EXISTS (SELECT 1 FROM categoria WHERE ativo AND tipo = 'ANALITICA' AND natureza = 'DESPESA') THEN 'categorias de despesa'
      WHEN NOT EXISTS (SELECT 1 FROM pessoa WHERE ativo) THEN 'pessoas'
    END AS falta`.execute(trx);
  const falta = rows[0]?.falta ?? null;
  if (falta !== null) throw new Error(`Sem ${falta} para os títulos: rode a semeadura de demonstração antes.`);
}

/** One batch of títulos, each in a unit with accounts, with one of them, a person and a category of its kind. */
async function inserirTitulos(trx: Db, quantidade: number): Promise<void> {
  await sql`
    WITH unidades AS (
      SELECT array_agg(u.id ORDER BY u.id) AS ids FROM unidade AS u WHERE EXISTS (SELECT 1 FROM conta AS c WHERE c.unidade_id = u.id AND c.ativo)
    ), contas AS (
      SELECT unidade_id, array_agg(id ORDER BY id) AS ids FROM conta WHERE ativo GROUP BY unidade_id
    ), pessoas AS (
      SELECT array_agg(id) AS ids FROM (SELECT id FROM pessoa WHERE ativo ORDER BY id LIMIT 20000) AS p
    ), categorias AS (
      SELECT natureza, array_agg(id ORDER BY id) AS ids FROM categoria WHERE ativo AND tipo = 'ANALITICA' GROUP BY natureza
    ), centros AS (
      SELECT array_agg(id ORDER BY id) AS ids FROM centro_custo WHERE ativo
    ), sorteio AS (
      SELECT g, random() AS r_tipo, random() AS r_valor, random() AS r_parcelas, random() AS r_dia, random() AS r_unidade, random() AS r_pessoa,
        random() AS r_categoria, random() AS r_centro, random() AS r_conta
      FROM generate_series(1, ${quantidade}) AS g
    ), base AS (
      SELECT s.*, un.ids[1 + floor(s.r_unidade * array_length(un.ids, 1))::int] AS unidade_id,
        CASE WHEN s.r_tipo < 0.4 THEN 'RECEITA' ELSE 'DESPESA' END AS tipo,
        (current_date - interval '58 months' + floor(s.r_dia * 1826)::int * interval '1 day')::date AS vencimento,
        CASE WHEN s.r_parcelas < 0.85 THEN 1 WHEN s.r_parcelas < 0.95 THEN 3 ELSE 12 END AS parcelas
      FROM sorteio AS s CROSS JOIN unidades AS un
    )
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, centro_custo_id, conta_id, documento, emissao, competencia, descricao, valor,
      data_vencimento, quantidade_parcelas, situacao, valor_pago, valor_aberto, proximo_vencimento)
    SELECT b.unidade_id, b.tipo, pe.ids[1 + floor(b.r_pessoa * array_length(pe.ids, 1))::int],
      ca.ids[1 + floor(b.r_categoria * array_length(ca.ids, 1))::int],
      ce.ids[1 + floor(b.r_centro * coalesce(array_length(ce.ids, 1), 0))::int],
      co.ids[1 + floor(b.r_conta * array_length(co.ids, 1))::int],
      CASE WHEN b.tipo = 'DESPESA' THEN 'NF ' || (1000 + b.g % 90000) END,
      b.vencimento - 10, date_trunc('month', b.vencimento)::date,
      CASE WHEN b.tipo = 'RECEITA' THEN 'Contribuição ' ELSE 'Despesa operacional ' END || to_char(b.vencimento, 'MM/YYYY') || ' nº ' || b.g,
      round((20 + power(b.r_valor, 3) * 20000)::numeric, 2), b.vencimento, b.parcelas, 'ABERTO', 0, 0, NULL
    FROM base AS b
    CROSS JOIN pessoas AS pe CROSS JOIN centros AS ce
    JOIN contas AS co ON co.unidade_id = b.unidade_id
    JOIN categorias AS ca ON ca.natureza = b.tipo`.execute(trx);
}

async function inserirParcelas(trx: Db, acimaDe: number): Promise<void> {
  await sql`
    INSERT INTO parcela (titulo_id, unidade_id, ordem, numero, vencimento, vencimento_real, valor)
    SELECT t.id, t.unidade_id, i - 1, i, v.vencimento,
      v.vencimento + CASE extract(isodow FROM v.vencimento) WHEN 6 THEN 2 WHEN 7 THEN 1 ELSE 0 END,
      CASE WHEN i = t.quantidade_parcelas THEN t.valor - trunc(t.valor * 100 / t.quantidade_parcelas) / 100 * (t.quantidade_parcelas - 1)
        ELSE trunc(t.valor * 100 / t.quantidade_parcelas) / 100 END
    FROM titulo AS t
    CROSS JOIN LATERAL generate_series(1, t.quantidade_parcelas) AS i
    CROSS JOIN LATERAL (SELECT (t.data_vencimento + (i - 1) * interval '1 month')::date AS vencimento) AS v
    WHERE t.id > ${acimaDe}`.execute(trx);
}

async function inserirBaixas(trx: Db, acimaDe: number): Promise<void> {
  await sql`
    INSERT INTO baixa (titulo_id, unidade_id, ordem, parcela, data, conta_id, forma, valor, estornada_em, motivo_estorno)
    SELECT s.titulo_id, s.unidade_id, s.numero - 1, s.numero, s.data, s.conta_id,
      (ARRAY['PIX', 'BOLETO', 'TRANSFERENCIA', 'DEBITO_AUTOMATICO', 'DINHEIRO'])[1 + floor(s.r_forma * 5)::int],
      CASE WHEN s.r < 0.05 THEN round(s.valor / 2, 2) ELSE s.valor END,
      CASE WHEN s.r_estorno < 0.02 THEN s.data + 2 END,
      CASE WHEN s.r_estorno < 0.02 THEN 'Baixa lançada na conta errada.' END
    FROM (
      SELECT p.titulo_id, p.unidade_id, p.numero, p.valor, t.conta_id, r.r, r.r_forma, r.r_estorno,
        least(p.vencimento_real + floor(r.r_atraso * 6)::int, current_date) AS data
      FROM parcela AS p
      JOIN titulo AS t ON t.id = p.titulo_id
      CROSS JOIN LATERAL (SELECT random() + 0 * p.id AS r, random() AS r_forma, random() AS r_estorno, random() AS r_atraso) AS r
      WHERE p.titulo_id > ${acimaDe} AND p.vencimento_real < current_date
    ) AS s
    WHERE s.r < 0.92`.execute(trx);
}

/** Paid, open, next due date and situação of the batch's títulos, from their installments and active baixas. */
async function posicionar(trx: Db, acimaDe: number): Promise<void> {
  await sql`
    WITH por_parcela AS (
      SELECT p.titulo_id, p.vencimento_real, p.valor, coalesce(sum(b.valor) FILTER (WHERE b.estornada_em IS NULL), 0) AS pago
      FROM parcela AS p
      LEFT JOIN baixa AS b ON b.titulo_id = p.titulo_id AND b.parcela = p.numero
      WHERE p.titulo_id > ${acimaDe}
      GROUP BY p.id
    ), por_titulo AS (
      SELECT titulo_id, sum(pago) AS pago, min(vencimento_real) FILTER (WHERE pago < valor) AS proximo FROM por_parcela GROUP BY titulo_id
    )
    UPDATE titulo AS t SET valor_pago = pt.pago, valor_aberto = t.valor - pt.pago, proximo_vencimento = pt.proximo,
      situacao = CASE WHEN pt.pago = 0 THEN 'ABERTO' WHEN pt.pago >= t.valor THEN 'PAGO' ELSE 'PARCIAL' END
    FROM por_titulo AS pt WHERE t.id = pt.titulo_id`.execute(trx);
  await sql`
    UPDATE titulo SET situacao = 'CANCELADO', valor_aberto = 0, proximo_vencimento = NULL, cancelado_em = emissao,
      motivo_cancelamento = 'Lançado em duplicidade.'
    WHERE id > ${acimaDe} AND situacao = 'ABERTO' AND id % 300 = 0`.execute(trx);
}

export async function semearTitulosEmMassa(trx: Db, carga: CargaDeTitulos): Promise<void> {
  await referenciasExistem(trx);
  await abrirContasDeProjeto(trx);
  await sql`SELECT setseed(${carga.semente})`.execute(trx);
  for (let feitos = 0; feitos < carga.quantidade; feitos += LOTE) {
    const { rows } = await sql<{ ultimo: number }>`SELECT coalesce(max(id), 0)::int AS ultimo FROM titulo`.execute(trx);
    const acimaDe = rows[0]?.ultimo ?? 0;
    await inserirTitulos(trx, Math.min(LOTE, carga.quantidade - feitos));
    await inserirParcelas(trx, acimaDe);
    await inserirBaixas(trx, acimaDe);
    await lancarBaixasEmMassa(trx, acimaDe);
    await posicionar(trx, acimaDe);
    carga.progresso?.(Math.min(feitos + LOTE, carga.quantidade));
  }
}
