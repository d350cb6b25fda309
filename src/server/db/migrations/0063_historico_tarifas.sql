-- Issue 22: the history shows what the bank kept of each return: its collection fees (0062) and,
-- when they were not booked as a despesa, why. The view of 0059 is recreated with the two columns
-- (empty on a remittance), before its counts.
DROP VIEW vw_mobilizacao_remessa;
CREATE VIEW vw_mobilizacao_remessa AS
SELECT r.id, 'remessa'::text AS tipo, r.unidade_id, r.forma_cobranca_id, r.sequencia, r.layout, f.banco, r.arquivo_id, a.nome_original AS nome_arquivo,
       r.quantidade, r.total, r.criado_por AS criado_por_id, r.criado_em AS gerada_em, r.criado_em, r.ativo,
       NULL::numeric(14,2) AS tarifas, NULL::text AS tarifas_motivo,
       (SELECT count(*)::int FROM mobilizacao_remessa_cobranca AS rc JOIN mobilizacao_cobranca AS c ON c.id = rc.cobranca_id WHERE rc.remessa_id = r.id AND c.situacao = 'paga') AS pagas,
       (SELECT count(*)::int FROM mobilizacao_remessa_cobranca AS rc JOIN mobilizacao_cobranca AS c ON c.id = rc.cobranca_id WHERE rc.remessa_id = r.id AND c.situacao = 'rejeitada') AS rejeitadas,
       (SELECT coalesce(jsonb_agg(jsonb_build_object(
                 'nossoNumero', c.nosso_numero, 'doador', p.nome, 'vencimento', c.vencimento, 'valor', c.valor,
                 'situacao', c.situacao, 'dataPagamento', c.data_pagamento, 'valorPago', c.valor_pago)
               ORDER BY c.vencimento, c.nosso_numero), '[]'::jsonb)
        FROM mobilizacao_remessa_cobranca AS rc
        JOIN mobilizacao_cobranca AS c ON c.id = rc.cobranca_id
        JOIN pessoa AS p ON p.id = c.pessoa_id
        WHERE rc.remessa_id = r.id) AS cobrancas,
       '[]'::jsonb AS registros
FROM mobilizacao_remessa AS r
JOIN mobilizacao_forma_cobranca AS f ON f.id = r.forma_cobranca_id
JOIN arquivo AS a ON a.id = r.arquivo_id
UNION ALL
SELECT t.id, 'retorno'::text, t.unidade_id, t.forma_cobranca_id, NULL::integer, t.layout, t.banco, t.arquivo_id, t.nome_arquivo,
       t.quantidade, t.valor_pago, t.criado_por, t.criado_em, t.criado_em, t.ativo,
       t.tarifas, t.tarifas_motivo, t.pagas,
       (SELECT count(*)::int FROM mobilizacao_retorno_registro AS g WHERE g.retorno_id = t.id AND g.resultado = 'rejeitada'),
       '[]'::jsonb,
       (SELECT coalesce(jsonb_agg(jsonb_build_object(
                 'linha', g.linha, 'nossoNumero', g.nosso_numero, 'doador', p.nome, 'ocorrencia', g.ocorrencia, 'descricao', g.descricao,
                 'valorPago', g.valor_pago, 'resultado', g.resultado, 'mensagem', g.mensagem)
               ORDER BY g.linha), '[]'::jsonb)
        FROM mobilizacao_retorno_registro AS g
        LEFT JOIN mobilizacao_cobranca AS c ON c.id = g.cobranca_id
        LEFT JOIN pessoa AS p ON p.id = c.pessoa_id
        WHERE g.retorno_id = t.id)
FROM mobilizacao_retorno AS t;
