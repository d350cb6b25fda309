-- Issue 17: the budget plan. Each unit plans a year per analytic category (revenue and expense)
-- and cost centre, month by month (orcamento_linha: one row per line, its twelve months in one
-- array, January first, as the grid shows and saves them); a closed year (orcamento_fechamento)
-- takes no change any more.
--
-- What was realised is read from the títulos by competence (regime de competência, ITG 2002):
-- every título not cancelled counts its value in its competence month, paid or not. The index
-- titulo_orcamento serves that sum (and the overrun check of a payable) with an index-only scan.

CREATE TABLE orcamento_linha (
  id              serial PRIMARY KEY,
  unidade_id      integer NOT NULL REFERENCES unidade(id),
  ano             integer NOT NULL CHECK (ano BETWEEN 2000 AND 2100),
  categoria_id    integer NOT NULL REFERENCES categoria(id),
  centro_custo_id integer NOT NULL REFERENCES centro_custo(id),
  meses           numeric(14,2)[] NOT NULL
                  CHECK (array_length(meses, 1) = 12 AND array_ndims(meses) = 1 AND 0 <= ALL (meses) AND NOT (NULL = ANY (meses))),
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orcamento_linha_chave UNIQUE (unidade_id, ano, categoria_id, centro_custo_id)
);

CREATE TABLE orcamento_fechamento (
  unidade_id  integer NOT NULL REFERENCES unidade(id),
  ano         integer NOT NULL CHECK (ano BETWEEN 2000 AND 2100),
  usuario_id  integer REFERENCES usuario(id),
  fechado_em  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (unidade_id, ano)
);

CREATE INDEX titulo_orcamento ON titulo (unidade_id, competencia, categoria_id, centro_custo_id)
  INCLUDE (valor) WHERE situacao <> 'CANCELADO';
