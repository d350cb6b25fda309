-- The statement's opening balance and the cash flow at a million títulos (scripts/bench-financeiro.ts
-- measures them): summing every baixa since an account's opening through the view movimento_conta
-- joined each baixa to its título for the sign, some 30,000 rows an account and over a second a
-- call; a year's consolidated cash flow did it for each of the unit's accounts, 14 s.
--
-- movimento_diario_baixa holds, per account and day, the baixas' movements of the view (a baixa on
-- its date, its reversal on estornada_em) summed apart: entradas the positive ones, saidas the
-- negative ones. Transfers stay out: they are a few rows, read from the view itself, and the
-- consolidated cash flow must leave out those between two accounts of the same set. The sums are
-- kept by statement-level triggers on baixa reading the statement's transition tables (one grouped
-- upsert a statement, so the bulk seed's inserts stay one statement each). A título's tipo, which
-- signs its baixas, never changes (the views receita and despesa WITH CHECK OPTION).
--
-- tests/server/modules/financeiro/movimento-diario.test.ts checks that the sums always equal the
-- view's after random baixas, reversals and transfers.

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

-- The existing baixas, from the view itself.
INSERT INTO movimento_diario_baixa (conta_id, data, entradas, saidas)
SELECT conta_id, data, coalesce(sum(valor) FILTER (WHERE valor > 0), 0), coalesce(sum(valor) FILTER (WHERE valor < 0), 0)
FROM movimento_conta WHERE baixa_id IS NOT NULL
GROUP BY conta_id, data;
ANALYZE movimento_diario_baixa;
