-- Accounting (issue 17): the ledger chart, each finance record's ledger account, the accounting
-- parameters, the double entries and their daily sums.
--
-- conta_contabil is the institution's chart shaped as the ECD's I050 asks: a code whose segments
-- are the tree (1.1.01 under 1.1, level 3; "C" order is the tree's), a nature, a group, and
-- analytic accounts (the leaves, which take entries) under synthetic ones. The rules across rows
-- are src/shared/contabilidade/planoDeContas.ts, run by the model's validar hook.
CREATE TABLE conta_contabil (
  id            serial PRIMARY KEY,
  codigo        text COLLATE "C" NOT NULL UNIQUE,
  descricao     text NOT NULL,
  pai_id        integer REFERENCES conta_contabil(id),
  natureza      text NOT NULL CHECK (natureza IN ('DEVEDORA', 'CREDORA')),
  tipo          text NOT NULL CHECK (tipo IN ('SINTETICA', 'ANALITICA')),
  nivel         integer GENERATED ALWAYS AS (length(codigo) - length(replace(codigo, '.', '')) + 1) STORED,
  grupo         text NOT NULL CHECK (grupo IN ('ATIVO', 'PASSIVO', 'PATRIMONIO_LIQUIDO', 'RECEITA', 'DESPESA')),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  CHECK (pai_id <> id)
);
CREATE INDEX conta_contabil_pai ON conta_contabil (pai_id);

-- The ledger account of each analytic category (its revenue or expense), bank account (an asset)
-- and tax (the liability of what is withheld).
ALTER TABLE categoria ADD COLUMN conta_contabil_id integer REFERENCES conta_contabil(id);
ALTER TABLE conta ADD COLUMN conta_contabil_id integer REFERENCES conta_contabil(id);
ALTER TABLE imposto ADD COLUMN conta_contabil_id integer REFERENCES conta_contabil(id);

-- The accounting parameters: one record, id 1, there from the start. The year-end closing's result
-- and equity accounts; interest received and paid and discounts granted (without the interest
-- accounts, interest goes to the category's account); and the account an automatic entry takes
-- for a side whose record has no ledger account yet (pendente de classificação), so an unmapped
-- category or bank account never blocks a payment: the entry is written to it, marked with the
-- reason, and the root page lists those marked.
CREATE TABLE parametro_contabil (
  id                             integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  conta_resultado_id             integer REFERENCES conta_contabil(id),
  conta_patrimonio_id            integer REFERENCES conta_contabil(id),
  conta_pendente_id              integer REFERENCES conta_contabil(id),
  conta_juros_recebidos_id       integer REFERENCES conta_contabil(id),
  conta_juros_pagos_id           integer REFERENCES conta_contabil(id),
  conta_descontos_concedidos_id  integer REFERENCES conta_contabil(id),
  atualizado_em                  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO parametro_contabil DEFAULT VALUES;

-- The double entries, each an amount debited to one analytic account and credited to another.
-- The automatic ones (origem BAIXA, ESTORNO_BAIXA, TRANSFERENCIA, ESTORNO_TRANSFERENCIA) are written
-- in the transaction of the finance event by src/server/modules/financeiro/contabilidade/
-- (partidasDe of src/shared/contabilidade/partidas.ts, the one source of the rules), and by the
-- bulk seed in SQL (tested equal); MANUAL ones are the accountant's; ENCERRAMENTO the year-end
-- closing's. lote groups the entries of one event; the ECD's NUM_LCTO is the entry's id.
-- pendencia says why a side went to the pending account (null when classified).
CREATE TABLE lancamento_contabil (
  id                       serial PRIMARY KEY,
  unidade_id               integer NOT NULL REFERENCES unidade(id),
  data                     date NOT NULL,
  valor                    numeric(14,2) NOT NULL CHECK (valor > 0),
  conta_debito_id          integer NOT NULL REFERENCES conta_contabil(id),
  conta_credito_id         integer NOT NULL REFERENCES conta_contabil(id),
  centro_custo_debito_id   integer REFERENCES centro_custo(id),
  centro_custo_credito_id  integer REFERENCES centro_custo(id),
  historico                text NOT NULL,
  origem                   text NOT NULL DEFAULT 'MANUAL'
    CHECK (origem IN ('BAIXA', 'ESTORNO_BAIXA', 'TRANSFERENCIA', 'ESTORNO_TRANSFERENCIA', 'MANUAL', 'ENCERRAMENTO')),
  baixa_id                 integer REFERENCES baixa(id),
  transferencia_id         integer REFERENCES transferencia(id),
  lote                     bigint,
  pendencia                text,
  usuario_id               integer REFERENCES usuario(id),
  ativo                    boolean NOT NULL DEFAULT true,
  criado_em                timestamptz NOT NULL DEFAULT now(),
  atualizado_em            timestamptz NOT NULL DEFAULT now(),
  CHECK (conta_debito_id <> conta_credito_id),
  CHECK ((origem IN ('BAIXA', 'ESTORNO_BAIXA')) = (baixa_id IS NOT NULL)),
  CHECK ((origem IN ('TRANSFERENCIA', 'ESTORNO_TRANSFERENCIA')) = (transferencia_id IS NOT NULL))
);
CREATE SEQUENCE lancamento_contabil_lote;
CREATE INDEX lancamento_contabil_data ON lancamento_contabil (unidade_id, data, id);
CREATE INDEX lancamento_contabil_debito ON lancamento_contabil (unidade_id, conta_debito_id, data);
CREATE INDEX lancamento_contabil_credito ON lancamento_contabil (unidade_id, conta_credito_id, data);
CREATE INDEX lancamento_contabil_baixa ON lancamento_contabil (baixa_id) WHERE baixa_id IS NOT NULL;
CREATE INDEX lancamento_contabil_transferencia ON lancamento_contabil (transferencia_id) WHERE transferencia_id IS NOT NULL;
CREATE INDEX lancamento_contabil_pendente ON lancamento_contabil (unidade_id) WHERE pendencia IS NOT NULL;

-- The balancete at a million títulos: a year's entries are millions of rows; saldo_contabil_diario
-- holds, per unit, analytic account and day, the debits and credits of the entries, kept by
-- statement-level triggers reading the transition tables (one grouped upsert a statement, so the
-- bulk seed's inserts stay one statement each), like movimento_diario_baixa (0030).
-- tests/server/modules/financeiro/contabilidade/saldo-diario.test.ts checks it equals its source.
CREATE TABLE saldo_contabil_diario (
  unidade_id        integer NOT NULL,
  conta_contabil_id integer NOT NULL REFERENCES conta_contabil(id),
  data              date NOT NULL,
  debitos           numeric(16,2) NOT NULL,
  creditos          numeric(16,2) NOT NULL,
  PRIMARY KEY (unidade_id, conta_contabil_id, data) INCLUDE (debitos, creditos)
);
CREATE INDEX saldo_contabil_diario_data ON saldo_contabil_diario (unidade_id, data) INCLUDE (conta_contabil_id, debitos, creditos);

CREATE FUNCTION saldo_contabil_diario_manter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fonte text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    fonte := 'SELECT 1 AS fator, * FROM lancamento_novo';
  ELSIF TG_OP = 'DELETE' THEN
    fonte := 'SELECT -1 AS fator, * FROM lancamento_antigo';
  ELSE
    fonte := $f$
      SELECT x.* FROM lancamento_antigo AS a JOIN lancamento_novo AS n ON n.id = a.id
      CROSS JOIN LATERAL (SELECT -1 AS fator, a.* UNION ALL SELECT 1, n.*) AS x
      WHERE (a.unidade_id, a.data, a.valor, a.conta_debito_id, a.conta_credito_id)
        IS DISTINCT FROM (n.unidade_id, n.data, n.valor, n.conta_debito_id, n.conta_credito_id)
    $f$;
  END IF;
  EXECUTE format($q$
    INSERT INTO saldo_contabil_diario AS s (unidade_id, conta_contabil_id, data, debitos, creditos)
    SELECT l.unidade_id, lado.conta, l.data, sum(l.fator * lado.debito), sum(l.fator * lado.credito)
    FROM (%s) AS l
    CROSS JOIN LATERAL (VALUES (l.conta_debito_id, l.valor, 0::numeric), (l.conta_credito_id, 0::numeric, l.valor)) AS lado (conta, debito, credito)
    GROUP BY l.unidade_id, lado.conta, l.data
    ORDER BY l.unidade_id, lado.conta, l.data
    ON CONFLICT (unidade_id, conta_contabil_id, data) DO UPDATE SET debitos = s.debitos + excluded.debitos, creditos = s.creditos + excluded.creditos
  $q$, fonte);
  RETURN NULL;
END $$;

CREATE TRIGGER saldo_contabil_diario_inserido AFTER INSERT ON lancamento_contabil
  REFERENCING NEW TABLE AS lancamento_novo FOR EACH STATEMENT EXECUTE FUNCTION saldo_contabil_diario_manter();
CREATE TRIGGER saldo_contabil_diario_alterado AFTER UPDATE ON lancamento_contabil
  REFERENCING OLD TABLE AS lancamento_antigo NEW TABLE AS lancamento_novo FOR EACH STATEMENT EXECUTE FUNCTION saldo_contabil_diario_manter();
CREATE TRIGGER saldo_contabil_diario_excluido AFTER DELETE ON lancamento_contabil
  REFERENCING OLD TABLE AS lancamento_antigo FOR EACH STATEMENT EXECUTE FUNCTION saldo_contabil_diario_manter();
