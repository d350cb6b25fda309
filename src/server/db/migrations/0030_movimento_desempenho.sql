-- The statement and the cash flow at a million títulos (scripts/bench-financeiro.ts measures them).
-- An account's balance summed every baixa since its opening through the view movimento_conta,
-- joined to each baixa's título for the sign: some 30,000 rows an account, over a second a call,
-- and a year's consolidated cash flow did it for each of the unit's accounts (14 s). The cash
-- flow's projected part read every open título's installments with a sum of baixas per
-- installment: 78,000 installments for a consolidated year, seconds. And the statement read each
-- baixa's título twice, once in the view and once more for its tipo.
--
-- movimento_diario_baixa holds, per account and day, the baixas' movements of the view (a baixa on
-- its date, its reversal on estornada_em) summed apart: entradas the positive ones, saidas the
-- negative ones. Transfers stay out: they are a few rows, read from the view itself, and the
-- consolidated cash flow must leave out those between two accounts of the same set. A título's
-- tipo, which signs its baixas, never changes (the views receita and despesa WITH CHECK OPTION).
--
-- Both tables are kept by statement-level triggers reading the statement's transition tables (one
-- grouped write a statement, so the bulk seed's inserts stay one statement each), and backfilled
-- here. tests/server/modules/financeiro/movimento-diario.test.ts and parcela-em-aberto.test.ts
-- check that they always equal their sources worked out from scratch.

-- The view movimento_conta of 0027, naming also the tipo of a baixa's título.
CREATE OR REPLACE VIEW movimento_conta AS
SELECT b.conta_id, b.data, s.sinal * (b.valor + b.juros + b.multa - b.desconto) AS valor, 'BAIXA' AS tipo,
  b.titulo_id, NULL::integer AS transferencia_id, t.categoria_id, t.centro_custo_id, t.descricao, t.pessoa_id, b.id AS baixa_id, t.tipo AS titulo_tipo
FROM baixa AS b JOIN titulo AS t ON t.id = b.titulo_id
CROSS JOIN LATERAL (SELECT CASE t.tipo WHEN 'RECEITA' THEN 1 ELSE -1 END AS sinal) AS s
WHERE b.conta_id IS NOT NULL
UNION ALL
SELECT b.conta_id, b.estornada_em, -s.sinal * (b.valor + b.juros + b.multa - b.desconto), 'ESTORNO_BAIXA',
  b.titulo_id, NULL, t.categoria_id, t.centro_custo_id, t.descricao, t.pessoa_id, b.id, t.tipo
FROM baixa AS b JOIN titulo AS t ON t.id = b.titulo_id
CROSS JOIN LATERAL (SELECT CASE t.tipo WHEN 'RECEITA' THEN 1 ELSE -1 END AS sinal) AS s
WHERE b.conta_id IS NOT NULL AND b.estornada_em IS NOT NULL
UNION ALL
SELECT tr.conta_origem_id, tr.data, -tr.valor, 'TRANSFERENCIA_SAIDA', NULL, tr.id, NULL, NULL, tr.descricao, NULL, NULL, NULL
FROM transferencia AS tr WHERE tr.origem_id IS NULL
UNION ALL
SELECT tr.conta_destino_id, tr.data, tr.valor, 'TRANSFERENCIA_ENTRADA', NULL, tr.id, NULL, NULL, tr.descricao, NULL, NULL, NULL
FROM transferencia AS tr WHERE tr.origem_id IS NULL
UNION ALL
SELECT tr.conta_origem_id, tr.data_estorno, tr.valor, 'ESTORNO_TRANSFERENCIA', NULL, tr.id, NULL, NULL, tr.descricao, NULL, NULL, NULL
FROM transferencia AS tr WHERE tr.origem_id IS NULL AND tr.data_estorno IS NOT NULL
UNION ALL
SELECT tr.conta_destino_id, tr.data_estorno, -tr.valor, 'ESTORNO_TRANSFERENCIA', NULL, tr.id, NULL, NULL, tr.descricao, NULL, NULL, NULL
FROM transferencia AS tr WHERE tr.origem_id IS NULL AND tr.data_estorno IS NOT NULL;

CREATE TABLE movimento_diario_baixa (
  conta_id integer NOT NULL REFERENCES conta(id),
  data     date NOT NULL,
  entradas numeric(16,2) NOT NULL,
  saidas   numeric(16,2) NOT NULL,
  PRIMARY KEY (conta_id, data) INCLUDE (entradas, saidas)
);

-- Adds the statement's changed baixas to the daily sums: `fonte` reads the transition tables (only
-- visible here, in the trigger's own function) as baixa's columns plus `fator`, 1 to add and -1 to
-- take away; the upsert goes in key order so concurrent statements lock the rows alike.
CREATE FUNCTION movimento_diario_baixa_manter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fonte text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    fonte := 'SELECT 1 AS fator, * FROM baixa_nova';
  ELSIF TG_OP = 'DELETE' THEN
    fonte := 'SELECT -1 AS fator, * FROM baixa_antiga';
  ELSE
    -- Only the rows whose movement changed: a baixa's other columns move nothing.
    fonte := $f$
      SELECT x.* FROM baixa_antiga AS a JOIN baixa_nova AS n ON n.id = a.id
      CROSS JOIN LATERAL (SELECT -1 AS fator, a.* UNION ALL SELECT 1, n.*) AS x
      WHERE (a.titulo_id, a.conta_id, a.data, a.estornada_em, a.valor, a.juros, a.multa, a.desconto)
        IS DISTINCT FROM (n.titulo_id, n.conta_id, n.data, n.estornada_em, n.valor, n.juros, n.multa, n.desconto)
    $f$;
  END IF;
  EXECUTE format($q$
    INSERT INTO movimento_diario_baixa AS s (conta_id, data, entradas, saidas)
    SELECT m.conta_id, m.data, coalesce(sum(m.fator * m.valor) FILTER (WHERE m.valor > 0), 0),
      coalesce(sum(m.fator * m.valor) FILTER (WHERE m.valor < 0), 0)
    FROM (
      SELECT b.fator, b.conta_id, d.data,
        d.sinal * CASE t.tipo WHEN 'RECEITA' THEN 1 ELSE -1 END * (b.valor + b.juros + b.multa - b.desconto) AS valor
      FROM (%s) AS b
      JOIN titulo AS t ON t.id = b.titulo_id
      CROSS JOIN LATERAL (VALUES (b.data, 1), (b.estornada_em, -1)) AS d (data, sinal)
      WHERE b.conta_id IS NOT NULL AND d.data IS NOT NULL
    ) AS m
    GROUP BY m.conta_id, m.data
    ORDER BY m.conta_id, m.data
    ON CONFLICT (conta_id, data) DO UPDATE SET entradas = s.entradas + excluded.entradas, saidas = s.saidas + excluded.saidas
  $q$, fonte);
  RETURN NULL;
END $$;

CREATE TRIGGER movimento_diario_baixa_inserida AFTER INSERT ON baixa
  REFERENCING NEW TABLE AS baixa_nova FOR EACH STATEMENT EXECUTE FUNCTION movimento_diario_baixa_manter();
CREATE TRIGGER movimento_diario_baixa_alterada AFTER UPDATE ON baixa
  REFERENCING OLD TABLE AS baixa_antiga NEW TABLE AS baixa_nova FOR EACH STATEMENT EXECUTE FUNCTION movimento_diario_baixa_manter();
CREATE TRIGGER movimento_diario_baixa_excluida AFTER DELETE ON baixa
  REFERENCING OLD TABLE AS baixa_antiga FOR EACH STATEMENT EXECUTE FUNCTION movimento_diario_baixa_manter();

-- parcela_em_aberto holds what is still open of each installment of an open título with an
-- account (its value less its baixas not reversed, when that is more than nothing), by its account
-- and real due date: the cash flow's projected part. A change to a título (situação, account, tipo), to an installment or to a baixa recomputes the
-- títulos it touches, by statement-level triggers naming, in their arguments, the column that
-- holds the título's id and the columns that matter.
CREATE TABLE parcela_em_aberto (
  titulo_id integer NOT NULL,
  conta_id  integer NOT NULL,
  data      date NOT NULL,
  receita   boolean NOT NULL,
  valor     numeric(14,2) NOT NULL
);
CREATE INDEX parcela_em_aberto_titulo ON parcela_em_aberto (titulo_id);
CREATE INDEX parcela_em_aberto_conta ON parcela_em_aberto (conta_id, data) INCLUDE (receita, valor);

-- A join, not a sum per installment: during the bulk seed the tables have no index but their keys
-- (src/server/seed/carga.ts), and a batch's statements then read parcela and baixa once each.
CREATE FUNCTION parcela_em_aberto_recalcular(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM parcela_em_aberto WHERE titulo_id IN (SELECT unnest(ids));
  INSERT INTO parcela_em_aberto (titulo_id, conta_id, data, receita, valor)
  SELECT t.id, t.conta_id, p.vencimento_real, t.tipo = 'RECEITA', p.valor - coalesce(pago.valor, 0)
  FROM titulo AS t
  JOIN parcela AS p ON p.titulo_id = t.id
  LEFT JOIN (
    SELECT b.titulo_id, b.parcela, sum(b.valor) AS valor FROM baixa AS b
    WHERE b.titulo_id IN (SELECT unnest(ids)) AND b.estornada_em IS NULL GROUP BY b.titulo_id, b.parcela
  ) AS pago ON pago.titulo_id = p.titulo_id AND pago.parcela = p.numero
  WHERE t.id IN (SELECT unnest(ids)) AND t.conta_id IS NOT NULL AND t.situacao IN ('ABERTO', 'PARCIAL')
    AND p.vencimento_real IS NOT NULL AND p.valor > coalesce(pago.valor, 0);
$$;

-- TG_ARGV[0]: the column with the título's id; TG_ARGV[1]: the columns whose change matters.
CREATE FUNCTION parcela_em_aberto_manter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM nova', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM antiga', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format($q$
      SELECT array_agg(DISTINCT v.id) FROM antiga AS a JOIN nova AS n ON n.id = a.id
      CROSS JOIN LATERAL (VALUES (a.%1$I), (n.%1$I)) AS v (id)
      WHERE ROW(%2$s) IS DISTINCT FROM ROW(%3$s)
    $q$, TG_ARGV[0], regexp_replace(TG_ARGV[1], '(\w+)', 'a.\1', 'g'), regexp_replace(TG_ARGV[1], '(\w+)', 'n.\1', 'g')) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM parcela_em_aberto_recalcular(ids);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER parcela_em_aberto_titulo_inserido AFTER INSERT ON titulo
  REFERENCING NEW TABLE AS nova FOR EACH STATEMENT EXECUTE FUNCTION parcela_em_aberto_manter('id', '');
CREATE TRIGGER parcela_em_aberto_titulo_alterado AFTER UPDATE ON titulo
  REFERENCING OLD TABLE AS antiga NEW TABLE AS nova FOR EACH STATEMENT EXECUTE FUNCTION parcela_em_aberto_manter('id', 'situacao, conta_id, tipo');
CREATE TRIGGER parcela_em_aberto_titulo_excluido AFTER DELETE ON titulo
  REFERENCING OLD TABLE AS antiga FOR EACH STATEMENT EXECUTE FUNCTION parcela_em_aberto_manter('id', '');
CREATE TRIGGER parcela_em_aberto_parcela_inserida AFTER INSERT ON parcela
  REFERENCING NEW TABLE AS nova FOR EACH STATEMENT EXECUTE FUNCTION parcela_em_aberto_manter('titulo_id', '');
CREATE TRIGGER parcela_em_aberto_parcela_alterada AFTER UPDATE ON parcela
  REFERENCING OLD TABLE AS antiga NEW TABLE AS nova FOR EACH STATEMENT EXECUTE FUNCTION parcela_em_aberto_manter('titulo_id', 'titulo_id, numero, vencimento_real, valor');
CREATE TRIGGER parcela_em_aberto_parcela_excluida AFTER DELETE ON parcela
  REFERENCING OLD TABLE AS antiga FOR EACH STATEMENT EXECUTE FUNCTION parcela_em_aberto_manter('titulo_id', '');
CREATE TRIGGER parcela_em_aberto_baixa_inserida AFTER INSERT ON baixa
  REFERENCING NEW TABLE AS nova FOR EACH STATEMENT EXECUTE FUNCTION parcela_em_aberto_manter('titulo_id', '');
CREATE TRIGGER parcela_em_aberto_baixa_alterada AFTER UPDATE ON baixa
  REFERENCING OLD TABLE AS antiga NEW TABLE AS nova FOR EACH STATEMENT EXECUTE FUNCTION parcela_em_aberto_manter('titulo_id', 'titulo_id, parcela, valor, estornada_em');
CREATE TRIGGER parcela_em_aberto_baixa_excluida AFTER DELETE ON baixa
  REFERENCING OLD TABLE AS antiga FOR EACH STATEMENT EXECUTE FUNCTION parcela_em_aberto_manter('titulo_id', '');

-- The existing baixas, from the view itself.
INSERT INTO movimento_diario_baixa (conta_id, data, entradas, saidas)
SELECT conta_id, data, coalesce(sum(valor) FILTER (WHERE valor > 0), 0), coalesce(sum(valor) FILTER (WHERE valor < 0), 0)
FROM movimento_conta WHERE baixa_id IS NOT NULL
GROUP BY conta_id, data;
-- The open installments, as parcela_em_aberto_recalcular would find them, in one pass.
INSERT INTO parcela_em_aberto (titulo_id, conta_id, data, receita, valor)
SELECT t.id, t.conta_id, p.vencimento_real, t.tipo = 'RECEITA', p.valor - coalesce(pago.valor, 0)
FROM titulo AS t
JOIN parcela AS p ON p.titulo_id = t.id
LEFT JOIN (SELECT titulo_id, parcela, sum(valor) AS valor FROM baixa WHERE estornada_em IS NULL GROUP BY titulo_id, parcela) AS pago
  ON pago.titulo_id = p.titulo_id AND pago.parcela = p.numero
WHERE t.conta_id IS NOT NULL AND t.situacao IN ('ABERTO', 'PARCIAL') AND p.vencimento_real IS NOT NULL AND p.valor > coalesce(pago.valor, 0);

ANALYZE movimento_diario_baixa;
ANALYZE parcela_em_aberto;
