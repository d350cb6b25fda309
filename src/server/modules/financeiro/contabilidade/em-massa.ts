import { sql } from 'kysely';
import { MENSAGENS_DA_CONTABILIDADE as M } from '../../../../shared/contabilidade/mensagens.ts';
import type { Db } from '../../../db/database.ts';
import { HISTORICO_ESTORNO, HISTORICO_PAGAMENTO, HISTORICO_RECEBIMENTO } from './eventos.ts';

// The entries of the bulk seed's baixas (src/server/seed/titulos-em-massa.ts), set-based: what
// contabilizar writes through partidasDe for a baixa without discount nor withheld tax (the bulk
// seed makes none, and none is taken here): the principal between the bank and the category, the
// interest and fine between the bank and the interest account (the category's without one), a side
// without a ledger account to the pending account with the rules' reason (the bank's first), and
// each reversal as the swapped entries. tests/server/modules/financeiro/contabilidade/saldo-diario.test.ts
// checks that it writes what contabilizar writes.

/** Books the baixas of the títulos above `acimaDe` that have no entries yet. */
export async function lancarBaixasEmMassa(trx: Db, acimaDe: number): Promise<void> {
  await sql`
    WITH p AS (SELECT * FROM parametro_contabil WHERE id = 1),
    b AS (
      SELECT b.id, b.unidade_id, b.data, b.estornada_em, b.valor, b.juros + b.multa AS juros, t.tipo, t.centro_custo_id,
        left(replace(CASE t.tipo WHEN 'RECEITA' THEN ${HISTORICO_RECEBIMENTO} ELSE ${HISTORICO_PAGAMENTO} END, '{descricao}', coalesce(t.descricao, '')), 300) AS historico,
        co.conta_contabil_id AS banco, cat.conta_contabil_id AS categoria,
        CASE WHEN co.conta_contabil_id IS NULL THEN replace(${M.contaBancariaSemConta}, '{nome}', coalesce(co.descricao, '—'))
          WHEN cat.conta_contabil_id IS NULL THEN replace(${M.categoriaSemConta}, '{nome}', coalesce(cat.descricao, '—')) END AS pendencia,
        nextval('lancamento_contabil_lote') AS lote,
        CASE WHEN b.estornada_em IS NOT NULL THEN nextval('lancamento_contabil_lote') END AS lote_do_estorno
      FROM baixa AS b JOIN titulo AS t ON t.id = b.titulo_id
      LEFT JOIN conta AS co ON co.id = b.conta_id
      LEFT JOIN categoria AS cat ON cat.id = t.categoria_id
      WHERE b.titulo_id > ${acimaDe} AND b.desconto = 0
        AND NOT EXISTS (SELECT 1 FROM retencao AS r WHERE r.titulo_id = t.id AND r.situacao <> 'CANCELADA' AND r.valor > 0)
        AND NOT EXISTS (SELECT 1 FROM lancamento_contabil AS l WHERE l.baixa_id = b.id)
    ),
    contas AS (
      SELECT b.*, coalesce(b.banco, p.conta_pendente_id) AS banco_, coalesce(b.categoria, p.conta_pendente_id) AS categoria_,
        coalesce(CASE b.tipo WHEN 'RECEITA' THEN p.conta_juros_recebidos_id ELSE p.conta_juros_pagos_id END, b.categoria, p.conta_pendente_id) AS juros_
      FROM b CROSS JOIN p
      WHERE b.pendencia IS NULL OR p.conta_pendente_id IS NOT NULL
    ),
    linhas AS (
      SELECT c.*, l.ordem, l.valor_, l.lado
      FROM contas AS c
      CROSS JOIN LATERAL (VALUES (1, c.valor, c.categoria_), (2, c.juros, c.juros_)) AS l (ordem, valor_, lado)
      WHERE l.valor_ > 0
    ),
    lancadas AS (
      INSERT INTO lancamento_contabil (unidade_id, data, valor, conta_debito_id, conta_credito_id, centro_custo_debito_id, centro_custo_credito_id,
        historico, origem, baixa_id, lote, pendencia)
      SELECT unidade_id, data, valor_,
        CASE tipo WHEN 'RECEITA' THEN banco_ ELSE lado END, CASE tipo WHEN 'RECEITA' THEN lado ELSE banco_ END,
        CASE tipo WHEN 'RECEITA' THEN NULL ELSE centro_custo_id END, CASE tipo WHEN 'RECEITA' THEN centro_custo_id END,
        historico, 'BAIXA', id, lote, pendencia
      FROM linhas WHERE banco_ <> lado
      ORDER BY id, ordem
      RETURNING *
    )
    INSERT INTO lancamento_contabil (unidade_id, data, valor, conta_debito_id, conta_credito_id, centro_custo_debito_id, centro_custo_credito_id,
      historico, origem, baixa_id, lote, pendencia)
    SELECT l.unidade_id, b.estornada_em, l.valor, l.conta_credito_id, l.conta_debito_id, l.centro_custo_credito_id, l.centro_custo_debito_id,
      left(replace(${HISTORICO_ESTORNO}, '{historico}', l.historico), 300), 'ESTORNO_BAIXA', l.baixa_id, b.lote_do_estorno, l.pendencia
    FROM lancadas AS l JOIN b ON b.id = l.baixa_id
    WHERE b.estornada_em IS NOT NULL
    ORDER BY l.baixa_id, l.id`.execute(trx);
}
