-- Issue 18: what a project holds beyond 0037, each part a child table of projeto that the project
-- form edits with it (the engine keeps `ordem` and deletes the rows with their project):
--   projeto_unidade   the units the project runs in;
--   projeto_rubrica   its budget lines (code, description, optional finance category, total);
--   projeto_previsao  the planned value of a rubrica in a month (competence, first day);
--   projeto_meta      goals with their indicator, target and what was reached;
--   projeto_equipe    the team: person, role, planned monthly pay and period;
--   projeto_prestacao accountability reports (PARCIAL/FINAL), due date and when/who presented.
-- The MROSC partnership terms (instrument, number, object, total, term) are columns of projeto.
-- A título may name the rubrica it is charged to (titulo.rubrica_id): the budget vs executed of
-- a project sums its títulos by rubrica, and a despesa over its rubrica's balance is refused.
-- Which optional sections the project form shows is the engine's section configuration
-- (configuracao_secao of the form 'projetos'), set at projetos/configuracoes/subsecoes.

ALTER TABLE projeto
  ADD COLUMN instrumento      text CHECK (instrumento IN ('TERMO_FOMENTO', 'TERMO_COLABORACAO', 'ACORDO_COOPERACAO')),
  ADD COLUMN numero_termo     text CHECK (length(numero_termo) <= 40),
  ADD COLUMN objeto           text CHECK (length(objeto) <= 2000),
  ADD COLUMN valor_parceria   numeric(14,2) CHECK (valor_parceria >= 0),
  ADD COLUMN vigencia_inicio  date,
  ADD COLUMN vigencia_fim     date,
  ADD COLUMN anexos           jsonb,
  -- The sum of its rubricas' totals, worked out on every save of the form (the model's x-calculo).
  ADD COLUMN valor_orcado     numeric(14,2) NOT NULL DEFAULT 0,
  ADD CONSTRAINT projeto_vigencia CHECK (vigencia_fim IS NULL OR vigencia_inicio IS NULL OR vigencia_fim >= vigencia_inicio);

CREATE TABLE projeto_unidade (
  id            serial PRIMARY KEY,
  projeto_id    integer NOT NULL REFERENCES projeto(id) ON DELETE CASCADE,
  ordem         integer NOT NULL DEFAULT 0,
  unidade_id    integer NOT NULL REFERENCES unidade(id),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (projeto_id, unidade_id)
);

CREATE TABLE projeto_rubrica (
  id            serial PRIMARY KEY,
  projeto_id    integer NOT NULL REFERENCES projeto(id) ON DELETE CASCADE,
  ordem         integer NOT NULL DEFAULT 0,
  codigo        text NOT NULL CHECK (length(codigo) BETWEEN 1 AND 20),
  descricao     text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 160),
  categoria_id  integer REFERENCES categoria(id),
  valor_total   numeric(14,2) NOT NULL CHECK (valor_total >= 0),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (projeto_id, codigo)
);

CREATE TABLE projeto_previsao (
  id            serial PRIMARY KEY,
  projeto_id    integer NOT NULL REFERENCES projeto(id) ON DELETE CASCADE,
  ordem         integer NOT NULL DEFAULT 0,
  rubrica_id    integer NOT NULL REFERENCES projeto_rubrica(id) ON DELETE CASCADE,
  competencia   date NOT NULL,
  valor         numeric(14,2) NOT NULL CHECK (valor >= 0),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projeto_previsao_rubrica ON projeto_previsao (rubrica_id, competencia);

CREATE TABLE projeto_meta (
  id            serial PRIMARY KEY,
  projeto_id    integer NOT NULL REFERENCES projeto(id) ON DELETE CASCADE,
  ordem         integer NOT NULL DEFAULT 0,
  descricao     text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 200),
  indicador     text NOT NULL CHECK (length(indicador) BETWEEN 1 AND 200),
  alvo          numeric(14,2) NOT NULL CHECK (alvo >= 0),
  realizado     numeric(14,2) NOT NULL DEFAULT 0 CHECK (realizado >= 0),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projeto_equipe (
  id            serial PRIMARY KEY,
  projeto_id    integer NOT NULL REFERENCES projeto(id) ON DELETE CASCADE,
  ordem         integer NOT NULL DEFAULT 0,
  pessoa_id     integer NOT NULL REFERENCES pessoa(id),
  funcao        text NOT NULL CHECK (length(funcao) BETWEEN 1 AND 120),
  remuneracao   numeric(14,2) NOT NULL DEFAULT 0 CHECK (remuneracao >= 0),
  inicio        date,
  fim           date,
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  CHECK (fim IS NULL OR inicio IS NULL OR fim >= inicio)
);

CREATE TABLE projeto_prestacao (
  id              serial PRIMARY KEY,
  projeto_id      integer NOT NULL REFERENCES projeto(id) ON DELETE CASCADE,
  ordem           integer NOT NULL DEFAULT 0,
  tipo            text NOT NULL CHECK (tipo IN ('PARCIAL', 'FINAL')),
  vencimento      date NOT NULL,
  apresentada_em  date,
  apresentada_por text CHECK (length(apresentada_por) <= 120),
  anexos          jsonb,
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE titulo ADD COLUMN rubrica_id integer REFERENCES projeto_rubrica(id);
CREATE INDEX titulo_rubrica ON titulo (rubrica_id) INCLUDE (valor) WHERE rubrica_id IS NOT NULL AND situacao <> 'CANCELADO';

-- The título views select t.*, expanded when they were created: recreated so they hold the
-- project columns (0037's projeto_id and rubrica_id), with the same defaults.
DROP VIEW despesa;
CREATE VIEW despesa AS
  SELECT t.*, (t.situacao IN ('ABERTO', 'PARCIAL') AND t.proximo_vencimento < current_date) AS vencido
  FROM titulo AS t WHERE t.tipo = 'DESPESA'
  WITH CHECK OPTION;
ALTER VIEW despesa ALTER COLUMN tipo SET DEFAULT 'DESPESA';

DROP VIEW receita;
CREATE VIEW receita AS
  SELECT t.*, (t.situacao IN ('ABERTO', 'PARCIAL') AND t.proximo_vencimento < current_date) AS vencido
  FROM titulo AS t WHERE t.tipo = 'RECEITA'
  WITH CHECK OPTION;
ALTER VIEW receita ALTER COLUMN tipo SET DEFAULT 'RECEITA';
