-- Issue 19: the institution's assets (patrimônio). Seven configuration tables (locations, groups
-- with their default useful life from RFB IN 1700/2017 Annex III and their ledger accounts,
-- conservation states, ways of entry, write-off reasons, jurisdictions and attachment types), the
-- asset (bem) with its depreciation rule, its transfers, its write-off, the depreciation quotas
-- posted month by month, and the inventory counts. The rules are src/shared/patrimonio/; the
-- module is src/server/modules/patrimonio/.

CREATE TABLE patrimonio_local (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- taxa_anual is the yearly rate (Annex III); vida_util_meses the default life a new asset of the
-- group takes (100 ÷ rate years); a group that is not depreciavel (land) never has quotas.
CREATE TABLE patrimonio_grupo (
  id                         serial PRIMARY KEY,
  codigo                     text NOT NULL UNIQUE CHECK (length(codigo) BETWEEN 1 AND 20),
  descricao                  text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 120),
  taxa_anual                 numeric(5,2) NOT NULL DEFAULT 0 CHECK (taxa_anual >= 0 AND taxa_anual <= 100),
  vida_util_meses            integer NOT NULL DEFAULT 0 CHECK (vida_util_meses BETWEEN 0 AND 1200),
  depreciavel                boolean NOT NULL DEFAULT true,
  conta_ativo_id             integer REFERENCES conta_contabil(id),
  conta_depreciacao_id       integer REFERENCES conta_contabil(id),
  conta_despesa_id           integer REFERENCES conta_contabil(id),
  conta_baixa_id             integer REFERENCES conta_contabil(id),
  ativo                      boolean NOT NULL DEFAULT true,
  criado_em                  timestamptz NOT NULL DEFAULT now(),
  atualizado_em              timestamptz NOT NULL DEFAULT now(),
  CHECK (depreciavel = (vida_util_meses > 0))
);

CREATE TABLE patrimonio_estado_conservacao (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE patrimonio_entrada (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  tipo          text NOT NULL CHECK (tipo IN ('COMPRA', 'DOACAO', 'SUBVENCAO', 'COMODATO')),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- A reason of kind FURTO asks for the police report number.
CREATE TABLE patrimonio_motivo_baixa (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  tipo          text NOT NULL CHECK (tipo IN ('VENDA', 'DOACAO', 'SUCATA', 'FURTO', 'PERDA_INVENTARIO', 'DEVOLUCAO_COMODATO')),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- The real-estate registry office (circunscrição) where a building or a plot is registered.
CREATE TABLE patrimonio_circunscricao (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE patrimonio_tipo_anexo (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- The asset, per unit. depreciacao_acumulada is what an imported asset brings from before; the
-- quotas posted here add up in depreciacao_lancada; valor_contabil is what is left.
CREATE TABLE bem (
  id                     serial PRIMARY KEY,
  unidade_id             integer NOT NULL REFERENCES unidade(id),
  plaqueta               text NOT NULL UNIQUE CHECK (length(plaqueta) BETWEEN 1 AND 30),
  descricao              text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 200),
  grupo_id               integer NOT NULL REFERENCES patrimonio_grupo(id),
  marca                  text,
  modelo                 text,
  numero_serie           text,
  fornecedor_id          integer REFERENCES pessoa(id),
  nota_fiscal            text,
  data_nota              date,
  valor                  numeric(14,2) NOT NULL CHECK (valor > 0),
  entrada_id             integer REFERENCES patrimonio_entrada(id),
  projeto_id             integer REFERENCES projeto(id),
  centro_custo_id        integer REFERENCES centro_custo(id),
  local_id               integer REFERENCES patrimonio_local(id),
  responsavel_id         integer REFERENCES pessoa(id),
  estado_conservacao_id  integer REFERENCES patrimonio_estado_conservacao(id),
  circunscricao_id       integer REFERENCES patrimonio_circunscricao(id),
  matricula              text,
  foto                   jsonb,
  anexos                 jsonb,
  cronograma             jsonb,
  vida_util_meses        integer NOT NULL DEFAULT 0 CHECK (vida_util_meses BETWEEN 0 AND 1200),
  valor_residual         numeric(14,2) NOT NULL DEFAULT 0 CHECK (valor_residual >= 0),
  inicio_uso             date NOT NULL,
  depreciacao_acumulada  numeric(14,2) NOT NULL DEFAULT 0 CHECK (depreciacao_acumulada >= 0),
  depreciacao_lancada    numeric(14,2) NOT NULL DEFAULT 0 CHECK (depreciacao_lancada >= 0),
  valor_contabil         numeric(14,2) GENERATED ALWAYS AS (valor - depreciacao_acumulada - depreciacao_lancada) STORED,
  situacao               text NOT NULL DEFAULT 'ATIVO' CHECK (situacao IN ('ATIVO', 'BAIXADO')),
  data_baixa             date,
  observacoes            text,
  ativo                  boolean NOT NULL DEFAULT true,
  criado_em              timestamptz NOT NULL DEFAULT now(),
  atualizado_em          timestamptz NOT NULL DEFAULT now(),
  CHECK (valor_residual <= valor),
  CHECK (depreciacao_acumulada + depreciacao_lancada <= valor - valor_residual),
  CHECK ((situacao = 'BAIXADO') = (data_baixa IS NOT NULL))
);
CREATE INDEX bem_unidade ON bem (unidade_id, situacao);
CREATE INDEX bem_local ON bem (local_id);

-- Each move between locations, units or responsible people, with the term of responsibility.
CREATE TABLE bem_transferencia (
  id                      serial PRIMARY KEY,
  bem_id                  integer NOT NULL REFERENCES bem(id),
  data                    date NOT NULL,
  local_origem_id         integer REFERENCES patrimonio_local(id),
  local_destino_id        integer REFERENCES patrimonio_local(id),
  unidade_origem_id       integer NOT NULL REFERENCES unidade(id),
  unidade_destino_id      integer NOT NULL REFERENCES unidade(id),
  responsavel_origem_id   integer REFERENCES pessoa(id),
  responsavel_destino_id  integer REFERENCES pessoa(id),
  motivo                  text,
  usuario_id              integer REFERENCES usuario(id),
  em                      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bem_transferencia_do_bem ON bem_transferencia (bem_id, em);

-- The write-off: one per asset. resultado = valor_recebido − valor_contabil (gain > 0, loss < 0).
CREATE TABLE bem_baixa (
  id                     serial PRIMARY KEY,
  bem_id                 integer NOT NULL UNIQUE REFERENCES bem(id),
  data                   date NOT NULL,
  motivo_baixa_id        integer NOT NULL REFERENCES patrimonio_motivo_baixa(id),
  boletim_ocorrencia     text,
  valor_recebido         numeric(14,2) NOT NULL DEFAULT 0 CHECK (valor_recebido >= 0),
  depreciacao_acumulada  numeric(14,2) NOT NULL,
  valor_contabil         numeric(14,2) NOT NULL,
  resultado              numeric(14,2) NOT NULL,
  observacao             text,
  usuario_id             integer REFERENCES usuario(id),
  em                     timestamptz NOT NULL DEFAULT now()
);

-- One quota per asset and month, posted once: the monthly job inserts ON CONFLICT DO NOTHING and
-- books only what it inserted, so running it twice posts nothing the second time.
CREATE TABLE depreciacao_quota (
  id           serial PRIMARY KEY,
  bem_id       integer NOT NULL REFERENCES bem(id),
  competencia  text NOT NULL CHECK (competencia ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  valor        numeric(14,2) NOT NULL CHECK (valor >= 0),
  em           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bem_id, competencia)
);
CREATE INDEX depreciacao_quota_competencia ON depreciacao_quota (competencia);

-- The accounting entries of depreciation (one per unit, group and month) and of write-offs.
ALTER TABLE lancamento_contabil DROP CONSTRAINT lancamento_contabil_origem_check;
ALTER TABLE lancamento_contabil ADD CONSTRAINT lancamento_contabil_origem_check
  CHECK (origem IN ('BAIXA', 'ESTORNO_BAIXA', 'TRANSFERENCIA', 'ESTORNO_TRANSFERENCIA', 'MANUAL', 'ENCERRAMENTO', 'DEPRECIACAO', 'BAIXA_BEM'));
ALTER TABLE lancamento_contabil ADD COLUMN competencia_depreciacao text;
ALTER TABLE lancamento_contabil ADD COLUMN bem_baixa_id integer REFERENCES bem_baixa(id);
ALTER TABLE lancamento_contabil ADD CONSTRAINT lancamento_contabil_depreciacao_check
  CHECK ((origem = 'DEPRECIACAO') = (competencia_depreciacao IS NOT NULL) AND (origem = 'BAIXA_BEM') = (bem_baixa_id IS NOT NULL));

-- An inventory count of one location: the tags read while it is open; closing it compares them
-- with the assets the location holds (found, missing, unknown).
CREATE TABLE inventario (
  id           serial PRIMARY KEY,
  unidade_id   integer NOT NULL REFERENCES unidade(id),
  local_id     integer NOT NULL REFERENCES patrimonio_local(id),
  situacao     text NOT NULL DEFAULT 'ABERTO' CHECK (situacao IN ('ABERTO', 'FECHADO')),
  aberto_em    timestamptz NOT NULL DEFAULT now(),
  aberto_por   integer REFERENCES usuario(id),
  fechado_em   timestamptz,
  fechado_por  integer REFERENCES usuario(id),
  encontrados  integer,
  faltantes    integer,
  desconhecidos integer
);
CREATE UNIQUE INDEX inventario_aberto_por_local ON inventario (local_id) WHERE situacao = 'ABERTO';

CREATE TABLE inventario_leitura (
  id             serial PRIMARY KEY,
  inventario_id  integer NOT NULL REFERENCES inventario(id),
  plaqueta       text NOT NULL CHECK (length(plaqueta) BETWEEN 1 AND 30),
  bem_id         integer REFERENCES bem(id),
  usuario_id     integer REFERENCES usuario(id),
  lida_em        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (inventario_id, plaqueta)
);

-- What closing a count found: each asset of the location (ENCONTRADO or FALTANTE) and each tag
-- read that is no asset of the location (DESCONHECIDO).
CREATE TABLE inventario_resultado (
  id             serial PRIMARY KEY,
  inventario_id  integer NOT NULL REFERENCES inventario(id),
  plaqueta       text NOT NULL,
  bem_id         integer REFERENCES bem(id),
  resultado      text NOT NULL CHECK (resultado IN ('ENCONTRADO', 'FALTANTE', 'DESCONHECIDO'))
);
CREATE INDEX inventario_resultado_do_inventario ON inventario_resultado (inventario_id, resultado);
