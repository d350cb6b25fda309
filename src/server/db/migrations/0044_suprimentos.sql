-- Issue 19: supplies and stock. Configuration tables (groups, subgroups, origins, units of
-- measure, payment forms, uses, stock locations) and the items are institution-wide; stock is
-- kept per item per location, and every movement is one row of ONE ledger (suprimento_movimento).
--
-- Cost is the moving weighted average per item (src/shared/suprimentos/custo-medio.ts): the item
-- keeps its total quantity and total value (cents, numeric(14,2)); the average is derived and never
-- stored. An issue costs quantity × average rounded to the cent and leaves value − that cost; a
-- transfer moves quantity between locations and touches neither the total nor the value. Every
-- movement locks its item's row first, so two issues of the last units never both pass.
--
-- Adjustments (with a reason; a donation is an entry at fair value) and transfers are records of
-- their own screens whose save posts the ledger rows. Requisitions (by sector) and purchases
-- (to a supplier pessoa) belong to a unit, like the finance títulos a purchase's receipt creates.

CREATE TABLE suprimento_grupo (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE suprimento_subgrupo (
  id            serial PRIMARY KEY,
  grupo_id      integer NOT NULL REFERENCES suprimento_grupo(id),
  descricao     text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 120),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (grupo_id, descricao)
);

-- Where an entry comes from (compra, doação, produção própria...).
CREATE TABLE suprimento_origem (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE suprimento_unidade_medida (
  id            serial PRIMARY KEY,
  sigla         text NOT NULL UNIQUE CHECK (length(sigla) BETWEEN 1 AND 10),
  descricao     text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 60),
  fracionavel   boolean NOT NULL DEFAULT false,
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- How a purchase is paid: the installments of the payable título its receipt creates.
CREATE TABLE suprimento_forma_pagamento (
  id              serial PRIMARY KEY,
  descricao       text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  parcelas        integer NOT NULL DEFAULT 1 CHECK (parcelas BETWEEN 1 AND 60),
  dias_primeira   integer NOT NULL DEFAULT 30 CHECK (dias_primeira BETWEEN 0 AND 365),
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now()
);

-- What a requisition's items are used for (consumo, manutenção, evento...).
CREATE TABLE suprimento_utilizacao (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE suprimento_local (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- quantidade and valor_total are the item's stock over every location, written only by the
-- ledger (the form shows them read only).
CREATE TABLE suprimento_item (
  id                  serial PRIMARY KEY,
  codigo              text COLLATE "C" NOT NULL UNIQUE CHECK (length(codigo) BETWEEN 1 AND 20),
  descricao           text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 160),
  grupo_id            integer NOT NULL REFERENCES suprimento_grupo(id),
  subgrupo_id         integer REFERENCES suprimento_subgrupo(id),
  unidade_medida_id   integer NOT NULL REFERENCES suprimento_unidade_medida(id),
  estoque_minimo      numeric(14,3) NOT NULL DEFAULT 0 CHECK (estoque_minimo >= 0),
  local_id            integer REFERENCES suprimento_local(id),
  quantidade          numeric(14,3) NOT NULL DEFAULT 0,
  valor_total         numeric(14,2) NOT NULL DEFAULT 0,
  ativo               boolean NOT NULL DEFAULT true,
  criado_em           timestamptz NOT NULL DEFAULT now(),
  atualizado_em       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE suprimento_estoque (
  id          serial PRIMARY KEY,
  item_id     integer NOT NULL REFERENCES suprimento_item(id),
  local_id    integer NOT NULL REFERENCES suprimento_local(id),
  quantidade  numeric(14,3) NOT NULL DEFAULT 0,
  UNIQUE (item_id, local_id)
);

-- An adjustment (ENTRADA, SAIDA) or a donation received at fair value (DOACAO), with its reason.
-- custo is what the ledger posted (the issue's cost or the entry's value), filled by the module.
CREATE TABLE suprimento_ajuste (
  id                serial PRIMARY KEY,
  data              date NOT NULL DEFAULT current_date,
  tipo              text NOT NULL CHECK (tipo IN ('ENTRADA', 'SAIDA', 'DOACAO')),
  item_id           integer NOT NULL REFERENCES suprimento_item(id),
  local_id          integer NOT NULL REFERENCES suprimento_local(id),
  quantidade        numeric(14,3) NOT NULL CHECK (quantidade > 0),
  valor_unitario    numeric(14,4) CHECK (valor_unitario >= 0),
  origem_id         integer REFERENCES suprimento_origem(id),
  motivo            text NOT NULL CHECK (length(motivo) BETWEEN 1 AND 500),
  custo             numeric(14,2),
  usuario_id        integer REFERENCES usuario(id),
  ativo             boolean NOT NULL DEFAULT true,
  criado_em         timestamptz NOT NULL DEFAULT now(),
  atualizado_em     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE suprimento_transferencia (
  id                serial PRIMARY KEY,
  data              date NOT NULL DEFAULT current_date,
  item_id           integer NOT NULL REFERENCES suprimento_item(id),
  local_origem_id   integer NOT NULL REFERENCES suprimento_local(id),
  local_destino_id  integer NOT NULL REFERENCES suprimento_local(id),
  quantidade        numeric(14,3) NOT NULL CHECK (quantidade > 0),
  observacao        text CHECK (length(observacao) <= 500),
  usuario_id        integer REFERENCES usuario(id),
  ativo             boolean NOT NULL DEFAULT true,
  criado_em         timestamptz NOT NULL DEFAULT now(),
  atualizado_em     timestamptz NOT NULL DEFAULT now(),
  CHECK (local_origem_id <> local_destino_id)
);

-- A requisition by a sector: requested, approved (or rejected), then issued, in one or more
-- issues (partial when the stock falls short). Its lines keep what was issued of each.
CREATE TABLE suprimento_requisicao (
  id              serial PRIMARY KEY,
  unidade_id      integer NOT NULL REFERENCES unidade(id),
  data            date NOT NULL DEFAULT current_date,
  setor_id        integer NOT NULL REFERENCES setor(id),
  local_id        integer NOT NULL REFERENCES suprimento_local(id),
  utilizacao_id   integer REFERENCES suprimento_utilizacao(id),
  observacao      text CHECK (length(observacao) <= 500),
  situacao        text NOT NULL DEFAULT 'SOLICITADA'
                  CHECK (situacao IN ('SOLICITADA', 'APROVADA', 'REJEITADA', 'PARCIALMENTE_ATENDIDA', 'ATENDIDA')),
  solicitante_id  integer REFERENCES usuario(id),
  motivo_rejeicao text,
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX suprimento_requisicao_lista ON suprimento_requisicao (unidade_id, situacao, data);

CREATE TABLE suprimento_requisicao_item (
  id                  serial PRIMARY KEY,
  requisicao_id       integer NOT NULL REFERENCES suprimento_requisicao(id) ON DELETE CASCADE,
  unidade_id          integer NOT NULL REFERENCES unidade(id),
  ordem               integer NOT NULL DEFAULT 0,
  item_id             integer NOT NULL REFERENCES suprimento_item(id),
  quantidade          numeric(14,3) NOT NULL CHECK (quantidade > 0),
  quantidade_atendida numeric(14,3) NOT NULL DEFAULT 0 CHECK (quantidade_atendida >= 0 AND quantidade_atendida <= quantidade),
  ativo               boolean NOT NULL DEFAULT true,
  criado_em           timestamptz NOT NULL DEFAULT now(),
  atualizado_em       timestamptz NOT NULL DEFAULT now()
);

-- A purchase: requested, approved, ordered from a supplier, then received in one or more
-- receipts; each receipt enters the stock and creates a payable título for what it received.
CREATE TABLE suprimento_compra (
  id                  serial PRIMARY KEY,
  unidade_id          integer NOT NULL REFERENCES unidade(id),
  data                date NOT NULL DEFAULT current_date,
  fornecedor_id       integer REFERENCES pessoa(id),
  forma_pagamento_id  integer REFERENCES suprimento_forma_pagamento(id),
  local_id            integer NOT NULL REFERENCES suprimento_local(id),
  categoria_id        integer REFERENCES categoria(id),
  conta_id            integer REFERENCES conta(id),
  observacao          text CHECK (length(observacao) <= 500),
  situacao            text NOT NULL DEFAULT 'SOLICITADA'
                      CHECK (situacao IN ('SOLICITADA', 'APROVADA', 'REJEITADA', 'PEDIDO', 'PARCIALMENTE_RECEBIDA', 'RECEBIDA')),
  solicitante_id      integer REFERENCES usuario(id),
  motivo_rejeicao     text,
  data_pedido         date,
  valor_total         numeric(14,2) NOT NULL DEFAULT 0,
  valor_recebido      numeric(14,2) NOT NULL DEFAULT 0,
  ativo               boolean NOT NULL DEFAULT true,
  criado_em           timestamptz NOT NULL DEFAULT now(),
  atualizado_em       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX suprimento_compra_lista ON suprimento_compra (unidade_id, situacao, data);

CREATE TABLE suprimento_compra_item (
  id                  serial PRIMARY KEY,
  compra_id           integer NOT NULL REFERENCES suprimento_compra(id) ON DELETE CASCADE,
  unidade_id          integer NOT NULL REFERENCES unidade(id),
  ordem               integer NOT NULL DEFAULT 0,
  item_id             integer NOT NULL REFERENCES suprimento_item(id),
  quantidade          numeric(14,3) NOT NULL CHECK (quantidade > 0),
  valor_unitario      numeric(14,4) NOT NULL CHECK (valor_unitario >= 0),
  quantidade_recebida numeric(14,3) NOT NULL DEFAULT 0 CHECK (quantidade_recebida >= 0 AND quantidade_recebida <= quantidade),
  ativo               boolean NOT NULL DEFAULT true,
  criado_em           timestamptz NOT NULL DEFAULT now(),
  atualizado_em       timestamptz NOT NULL DEFAULT now()
);

-- Each receipt of a purchase and the título it created.
CREATE TABLE suprimento_recebimento (
  id          serial PRIMARY KEY,
  compra_id   integer NOT NULL REFERENCES suprimento_compra(id),
  data        date NOT NULL,
  valor       numeric(14,2) NOT NULL CHECK (valor >= 0),
  titulo_id   integer REFERENCES titulo(id),
  usuario_id  integer NOT NULL REFERENCES usuario(id),
  em          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX suprimento_recebimento_da_compra ON suprimento_recebimento (compra_id);

-- THE ledger. quantidade is positive; tipo says the direction (a transfer moves it from local_id
-- to local_destino_id). valor is the entry's value or the issue's cost (0 for a transfer);
-- quantidade_apos and valor_apos are the item's totals after it. Never updated nor deleted.
CREATE TABLE suprimento_movimento (
  id                  bigserial PRIMARY KEY,
  data                date NOT NULL,
  tipo                text NOT NULL CHECK (tipo IN ('COMPRA', 'DOACAO', 'AJUSTE_ENTRADA', 'REQUISICAO', 'AJUSTE_SAIDA', 'TRANSFERENCIA')),
  item_id             integer NOT NULL REFERENCES suprimento_item(id),
  local_id            integer NOT NULL REFERENCES suprimento_local(id),
  local_destino_id    integer REFERENCES suprimento_local(id),
  quantidade          numeric(14,3) NOT NULL CHECK (quantidade > 0),
  valor               numeric(14,2) NOT NULL,
  quantidade_apos     numeric(14,3) NOT NULL,
  valor_apos          numeric(14,2) NOT NULL,
  motivo              text,
  ajuste_id           integer REFERENCES suprimento_ajuste(id),
  transferencia_id    integer REFERENCES suprimento_transferencia(id),
  requisicao_id       integer REFERENCES suprimento_requisicao(id),
  compra_id           integer REFERENCES suprimento_compra(id),
  setor_id            integer REFERENCES setor(id),
  usuario_id          integer REFERENCES usuario(id),
  em                  timestamptz NOT NULL DEFAULT now(),
  CHECK ((tipo = 'TRANSFERENCIA') = (local_destino_id IS NOT NULL))
);
CREATE INDEX suprimento_movimento_do_item ON suprimento_movimento (item_id, id);
CREATE INDEX suprimento_movimento_por_data ON suprimento_movimento (data, tipo);

-- The stock position: each item in each location, with the item's average (4 decimals) and the
-- location's share of the item's value (its quantity × the average, to the cent).
CREATE VIEW vw_suprimento_estoque AS
  SELECT e.id, e.item_id, e.local_id, i.grupo_id, i.unidade_medida_id, e.quantidade,
    CASE WHEN i.quantidade > 0 THEN round(i.valor_total / i.quantidade, 4) ELSE 0 END AS custo_medio,
    CASE WHEN i.quantidade > 0 THEN round(i.valor_total * e.quantidade / i.quantidade, 2) ELSE 0 END AS valor,
    i.estoque_minimo, i.quantidade AS quantidade_total, (i.quantidade < i.estoque_minimo) AS abaixo_do_minimo
  FROM suprimento_estoque AS e JOIN suprimento_item AS i ON i.id = e.item_id
  WHERE i.ativo;
