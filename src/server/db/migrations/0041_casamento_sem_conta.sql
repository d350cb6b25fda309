-- Issue 17, matching: an open título without an account (the officer did not know which account
-- would pay it) is a candidate for a statement line of any account of its unit. parcela_em_aberto
-- (0030) now holds the open installments of those títulos too, with no account and with the
-- título's unit; the cash flow reads it by account, so they stay out of every account's
-- projection. The matching reads them by unit and due date through a partial index of its own.

ALTER TABLE parcela_em_aberto ADD COLUMN unidade_id integer;
UPDATE parcela_em_aberto AS a SET unidade_id = t.unidade_id FROM titulo AS t WHERE t.id = a.titulo_id;
ALTER TABLE parcela_em_aberto ALTER COLUMN unidade_id SET NOT NULL, ALTER COLUMN conta_id DROP NOT NULL;

CREATE OR REPLACE FUNCTION parcela_em_aberto_recalcular(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM parcela_em_aberto WHERE titulo_id IN (SELECT unnest(ids));
  INSERT INTO parcela_em_aberto (titulo_id, unidade_id, conta_id, data, receita, valor)
  SELECT t.id, t.unidade_id, t.conta_id, p.vencimento_real, t.tipo = 'RECEITA', p.valor - coalesce(pago.valor, 0)
  FROM titulo AS t
  JOIN parcela AS p ON p.titulo_id = t.id
  LEFT JOIN (
    SELECT b.titulo_id, b.parcela, sum(b.valor) AS valor FROM baixa AS b
    WHERE b.titulo_id IN (SELECT unnest(ids)) AND b.estornada_em IS NULL GROUP BY b.titulo_id, b.parcela
  ) AS pago ON pago.titulo_id = p.titulo_id AND pago.parcela = p.numero
  WHERE t.id IN (SELECT unnest(ids)) AND t.situacao IN ('ABERTO', 'PARCIAL')
    AND p.vencimento_real IS NOT NULL AND p.valor > coalesce(pago.valor, 0);
$$;

SELECT parcela_em_aberto_recalcular(array_agg(id)) FROM titulo WHERE conta_id IS NULL AND situacao IN ('ABERTO', 'PARCIAL');

CREATE INDEX parcela_em_aberto_sem_conta ON parcela_em_aberto (unidade_id, data) INCLUDE (receita, valor) WHERE conta_id IS NULL;
