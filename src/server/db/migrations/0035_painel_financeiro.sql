-- The finance dashboards (src/server/modules/financeiro/painel/) at a million títulos
-- (scripts/bench-financeiro.ts measures them). Revenue and expenses realised in a period, by
-- month, category, cost centre, account and person, summed each call from the baixas joined to
-- their títulos, read some 150,000 baixas a year of a unit and as many títulos at random.
--
-- realizado_diario holds, per unit, tipo (receita or not) and day, the baixas' net amounts
-- (valor + juros + multa - desconto) on their date and, negated, on their reversal date
-- (estornada_em), summed per account, category, cost centre and person of the título: one table
-- that every chart and filter of the dashboards reads with an index-only scan of its key. A day's
-- baixa and its reversal the same day leave a row of zero.
--
-- realizado_mensal holds the same sums per month (mes, its first day) without the person: a
-- year at a million títulos is some 170,000 daily rows of a unit but a few thousand monthly ones.
-- The calls that do not split by person read it for the period's whole months and
-- realizado_diario only for the partial months at its edges (painel/partesDoPeriodo.ts).
--
-- Both kept by statement-level triggers on baixa (a baixa added, changed or removed) and on titulo
-- (a título whose tipo, category, cost centre or person changed moves its baixas' sums from the
-- old key to the new one), reading the statement's transition tables like 0030; backfilled here.
-- tests/server/modules/financeiro/painel/realizado-diario.test.ts checks that they always equal
-- the sums worked out from scratch.

CREATE TABLE realizado_diario (
  unidade_id      integer NOT NULL,
  receita         boolean NOT NULL,
  data            date NOT NULL,
  conta_id        integer,
  categoria_id    integer,
  centro_custo_id integer,
  pessoa_id       integer,
  valor           numeric(16,2) NOT NULL,
  CONSTRAINT realizado_diario_chave UNIQUE NULLS NOT DISTINCT (unidade_id, receita, data, conta_id, categoria_id, centro_custo_id, pessoa_id) INCLUDE (valor)
);

CREATE TABLE realizado_mensal (
  unidade_id      integer NOT NULL,
  receita         boolean NOT NULL,
  mes             date NOT NULL,
  conta_id        integer,
  categoria_id    integer,
  centro_custo_id integer,
  valor           numeric(16,2) NOT NULL,
  CONSTRAINT realizado_mensal_chave UNIQUE NULLS NOT DISTINCT (unidade_id, receita, mes, conta_id, categoria_id, centro_custo_id) INCLUDE (valor)
);

-- The statement adding `fonte`'s movements to both tables' sums (the trigger functions EXECUTE it:
-- the transition tables are visible only there): `fonte` yields (fator, unidade_id, tipo,
-- categoria_id, centro_custo_id, pessoa_id, conta_id, data, estornada_em, liquido), fator 1 to add
-- and -1 to take away. Each upsert goes in key order so concurrent statements lock the rows alike.
CREATE FUNCTION realizado_diario_somar(fonte text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH dia AS MATERIALIZED (
      SELECT m.unidade_id, m.tipo = 'RECEITA' AS receita, d.data, m.conta_id, m.categoria_id, m.centro_custo_id, m.pessoa_id, sum(m.fator * d.sinal * m.liquido) AS valor
      FROM (%s) AS m
      CROSS JOIN LATERAL (VALUES (m.data, 1), (m.estornada_em, -1)) AS d (data, sinal)
      WHERE d.data IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    ), diario AS (
      INSERT INTO realizado_diario AS s (unidade_id, receita, data, conta_id, categoria_id, centro_custo_id, pessoa_id, valor)
      SELECT * FROM dia ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT realizado_diario_chave DO UPDATE SET valor = s.valor + excluded.valor
    )
    INSERT INTO realizado_mensal AS s (unidade_id, receita, mes, conta_id, categoria_id, centro_custo_id, valor)
    SELECT unidade_id, receita, date_trunc('month', data)::date, conta_id, categoria_id, centro_custo_id, sum(valor)
    FROM dia GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT realizado_mensal_chave DO UPDATE SET valor = s.valor + excluded.valor
  $q$, fonte);
$$;

CREATE FUNCTION realizado_diario_baixa() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fonte text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    fonte := 'SELECT 1 AS fator, * FROM baixa_nova';
  ELSIF TG_OP = 'DELETE' THEN
    fonte := 'SELECT -1 AS fator, * FROM baixa_antiga';
  ELSE
    -- Only the rows whose movement changed.
    fonte := $f$
      SELECT x.* FROM baixa_antiga AS a JOIN baixa_nova AS n ON n.id = a.id
      CROSS JOIN LATERAL (SELECT -1 AS fator, a.* UNION ALL SELECT 1, n.*) AS x
      WHERE (a.titulo_id, a.unidade_id, a.conta_id, a.data, a.estornada_em, a.valor, a.juros, a.multa, a.desconto)
        IS DISTINCT FROM (n.titulo_id, n.unidade_id, n.conta_id, n.data, n.estornada_em, n.valor, n.juros, n.multa, n.desconto)
    $f$;
  END IF;
  EXECUTE realizado_diario_somar(format($f$
    SELECT b.fator, b.unidade_id, t.tipo, t.categoria_id, t.centro_custo_id, t.pessoa_id, b.conta_id, b.data, b.estornada_em,
      b.valor + b.juros + b.multa - b.desconto AS liquido
    FROM (%s) AS b JOIN titulo AS t ON t.id = b.titulo_id
  $f$, fonte));
  RETURN NULL;
END $$;

CREATE FUNCTION realizado_diario_titulo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE realizado_diario_somar($f$
    SELECT x.fator, b.unidade_id, x.tipo, x.categoria_id, x.centro_custo_id, x.pessoa_id, b.conta_id, b.data, b.estornada_em,
      b.valor + b.juros + b.multa - b.desconto AS liquido
    FROM titulo_antigo AS a JOIN titulo_novo AS n ON n.id = a.id
    CROSS JOIN LATERAL (SELECT -1 AS fator, a.* UNION ALL SELECT 1, n.*) AS x
    JOIN baixa AS b ON b.titulo_id = x.id
    WHERE (a.tipo, a.categoria_id, a.centro_custo_id, a.pessoa_id) IS DISTINCT FROM (n.tipo, n.categoria_id, n.centro_custo_id, n.pessoa_id)
  $f$);
  RETURN NULL;
END $$;

CREATE TRIGGER realizado_diario_baixa_inserida AFTER INSERT ON baixa
  REFERENCING NEW TABLE AS baixa_nova FOR EACH STATEMENT EXECUTE FUNCTION realizado_diario_baixa();
CREATE TRIGGER realizado_diario_baixa_alterada AFTER UPDATE ON baixa
  REFERENCING OLD TABLE AS baixa_antiga NEW TABLE AS baixa_nova FOR EACH STATEMENT EXECUTE FUNCTION realizado_diario_baixa();
CREATE TRIGGER realizado_diario_baixa_excluida AFTER DELETE ON baixa
  REFERENCING OLD TABLE AS baixa_antiga FOR EACH STATEMENT EXECUTE FUNCTION realizado_diario_baixa();
CREATE TRIGGER realizado_diario_titulo_alterado AFTER UPDATE ON titulo
  REFERENCING OLD TABLE AS titulo_antigo NEW TABLE AS titulo_novo FOR EACH STATEMENT EXECUTE FUNCTION realizado_diario_titulo();

-- The existing baixas.
DO $$
BEGIN
  EXECUTE realizado_diario_somar($f$
    SELECT 1 AS fator, b.unidade_id, t.tipo, t.categoria_id, t.centro_custo_id, t.pessoa_id, b.conta_id, b.data, b.estornada_em,
      b.valor + b.juros + b.multa - b.desconto AS liquido
    FROM baixa AS b JOIN titulo AS t ON t.id = b.titulo_id
  $f$);
END $$;

ANALYZE realizado_diario;
ANALYZE realizado_mensal;
