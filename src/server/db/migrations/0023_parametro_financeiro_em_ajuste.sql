-- The finance parameters become a settings screen the engine serves (configuracao: true): their
-- values move from the one-record table parametro_financeiro into `ajuste` (model
-- parametroFinanceiro, the institution's, unidade_id null), one row per value that differs from
-- the model's default (a setting without a row is at its default), and the table goes.
INSERT INTO ajuste (modelo, unidade_id, campo, valor)
SELECT 'parametroFinanceiro', NULL, v.campo, v.valor
FROM parametro_financeiro p
CROSS JOIN LATERAL (
  VALUES
    ('restoParcelamento', to_jsonb(p.resto_parcelamento), p.resto_parcelamento <> 'ULTIMA'),
    ('orcamentoExcedido', to_jsonb(p.orcamento_excedido), p.orcamento_excedido <> 'AVISAR'),
    ('exigirCentroCusto', to_jsonb(p.exigir_centro_custo), p.exigir_centro_custo <> true),
    ('diasAvisoVencimento', to_jsonb(p.dias_aviso_vencimento), p.dias_aviso_vencimento <> 3),
    ('reciboResponsavel', to_jsonb(p.recibo_responsavel), p.recibo_responsavel IS NOT NULL),
    ('reciboCargo', to_jsonb(p.recibo_cargo), p.recibo_cargo IS NOT NULL),
    ('reciboTexto', to_jsonb(p.recibo_texto), p.recibo_texto IS NOT NULL)
) AS v(campo, valor, guardado)
WHERE v.guardado
ON CONFLICT ON CONSTRAINT ajuste_chave DO NOTHING;

DROP TABLE parametro_financeiro;
