-- Fixed entries and the generation of títulos (issue 16): a unit's recurring revenues and
-- expenses (rent, salaries, utilities, a funder's monthly transfer), each with a periodicity, a
-- day of the month, a start and an optional end. The generation job turns the due dates of a
-- period (src/shared/financeiro/recorrencia.ts) into títulos a definir: provisional rows the
-- officer reviews, adjusts and confirms into títulos (table titulo) or discards. One row per
-- fixed entry and scheduled date (UNIQUE), so generating a period twice creates nothing twice,
-- and a discarded one is not created again.

CREATE TABLE lancamento_fixo (
  id              serial PRIMARY KEY,
  unidade_id      integer NOT NULL REFERENCES unidade(id),
  tipo            text NOT NULL CHECK (tipo IN ('RECEITA', 'DESPESA')),
  descricao       text NOT NULL,
  pessoa_id       integer REFERENCES pessoa(id),
  categoria_id    integer REFERENCES categoria(id),
  centro_custo_id integer REFERENCES centro_custo(id),
  conta_id        integer REFERENCES conta(id),
  valor           numeric(14,2) NOT NULL CHECK (valor > 0),
  periodicidade   text NOT NULL DEFAULT 'MENSAL' CHECK (periodicidade IN ('MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL')),
  dia_vencimento  integer NOT NULL CHECK (dia_vencimento BETWEEN 1 AND 31),
  inicio          date NOT NULL,
  fim             date,
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now(),
  CHECK (fim IS NULL OR fim >= inicio)
);
CREATE INDEX lancamento_fixo_unidade ON lancamento_fixo (unidade_id, tipo);

-- One view per tipo, as receita and despesa over titulo (0024): each tab reads and writes only its own.
CREATE VIEW lancamento_fixo_receita AS SELECT * FROM lancamento_fixo WHERE tipo = 'RECEITA' WITH CHECK OPTION;
ALTER VIEW lancamento_fixo_receita ALTER COLUMN tipo SET DEFAULT 'RECEITA';
CREATE VIEW lancamento_fixo_despesa AS SELECT * FROM lancamento_fixo WHERE tipo = 'DESPESA' WITH CHECK OPTION;
ALTER VIEW lancamento_fixo_despesa ALTER COLUMN tipo SET DEFAULT 'DESPESA';

-- A título a definir copies what its título will carry from the fixed entry at generation time;
-- `previsto` is the schedule's date (the key), `vencimento` the due date the officer may move,
-- `vencimento_real` its next business day (the server's).
CREATE TABLE titulo_a_definir (
  id                 serial PRIMARY KEY,
  unidade_id         integer NOT NULL REFERENCES unidade(id),
  lancamento_fixo_id integer NOT NULL REFERENCES lancamento_fixo(id),
  tipo               text NOT NULL CHECK (tipo IN ('RECEITA', 'DESPESA')),
  descricao          text NOT NULL,
  pessoa_id          integer REFERENCES pessoa(id),
  categoria_id       integer REFERENCES categoria(id),
  centro_custo_id    integer REFERENCES centro_custo(id),
  conta_id           integer REFERENCES conta(id),
  previsto           date NOT NULL,
  vencimento         date NOT NULL,
  vencimento_real    date NOT NULL,
  valor              numeric(14,2) NOT NULL CHECK (valor > 0),
  situacao           text NOT NULL DEFAULT 'A_DEFINIR' CHECK (situacao IN ('A_DEFINIR', 'DEFINIDO', 'DESCARTADO')),
  titulo_id          integer REFERENCES titulo(id),
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lancamento_fixo_id, previsto),
  CHECK ((situacao = 'DEFINIDO') = (titulo_id IS NOT NULL))
);
CREATE INDEX titulo_a_definir_lista ON titulo_a_definir (unidade_id, situacao, vencimento);

-- The review list: only those still to define (the confirm and discard actions move them out).
CREATE VIEW titulo_pendente AS SELECT * FROM titulo_a_definir WHERE situacao = 'A_DEFINIR' WITH CHECK OPTION;

-- The confirmed ones with their título as it stands now (read only, x-visao); rota_do_titulo names
-- the screen of its título (receita, despesa), which the list's Título column links to.
CREATE VIEW titulo_definido AS
  SELECT d.id, d.unidade_id, d.tipo, d.descricao, d.pessoa_id, d.categoria_id, d.previsto, d.vencimento_real, d.valor,
    d.titulo_id AS titulo, lower(d.tipo) AS rota_do_titulo, t.situacao AS situacao_do_titulo, d.atualizado_em AS definido_em, d.ativo
  FROM titulo_a_definir AS d JOIN titulo AS t ON t.id = d.titulo_id
  WHERE d.situacao = 'DEFINIDO';
