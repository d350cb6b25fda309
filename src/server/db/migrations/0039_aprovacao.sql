-- Issue 18: financial approval (alçadas). Approver profiles (users, optional cost centres, a
-- monthly limit) and tiers by the payable's total, each with sequential levels, each level one or
-- more profiles and "any one" or "all". Institution-wide, as the cost centres are.
--
-- A payable título carries its approval state; what existed before (and every receivable) is
-- approved. Who may approve a pending título now is kept in aprovacao_aprovador, worked out by the
-- rules of src/shared/aprovacao whenever the título, a decision or the configuration changes, so
-- the approval list is a plain query. Every decision (and every reset by an edit) is history.

CREATE TABLE perfil_aprovacao (
  id              serial PRIMARY KEY,
  nome            text NOT NULL UNIQUE CHECK (length(nome) BETWEEN 1 AND 80),
  usuarios        jsonb,
  centros_custo   jsonb,
  limite_mensal   numeric(14,2) CHECK (limite_mensal > 0),
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE alcada (
  id                            serial PRIMARY KEY,
  descricao                     text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 120),
  valor_minimo                  numeric(14,2) NOT NULL CHECK (valor_minimo >= 0),
  valor_maximo                  numeric(14,2) CHECK (valor_maximo >= valor_minimo),
  uma_aprovacao_vale_por_niveis boolean NOT NULL DEFAULT false,
  ativo                         boolean NOT NULL DEFAULT true,
  criado_em                     timestamptz NOT NULL DEFAULT now(),
  atualizado_em                 timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE alcada_nivel (
  id             integer PRIMARY KEY DEFAULT nextval('item_de_lista_id_seq'),
  alcada_id      integer NOT NULL REFERENCES alcada(id) ON DELETE CASCADE,
  ordem          integer NOT NULL DEFAULT 0,
  nivel          integer NOT NULL CHECK (nivel BETWEEN 1 AND 9),
  perfis         jsonb,
  regra          text NOT NULL DEFAULT 'QUALQUER' CHECK (regra IN ('QUALQUER', 'TODOS')),
  ativo          boolean NOT NULL DEFAULT true,
  criado_em      timestamptz NOT NULL DEFAULT now(),
  atualizado_em  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alcada_nivel_alcada ON alcada_nivel (alcada_id, ordem);

ALTER TABLE titulo
  ADD COLUMN aprovacao text NOT NULL DEFAULT 'APROVADO' CHECK (aprovacao IN ('APROVADO', 'PENDENTE', 'REJEITADO')),
  ADD COLUMN aprovacao_nivel integer,
  ADD COLUMN aprovacao_motivo text,
  ADD COLUMN solicitante_id integer REFERENCES usuario(id);
CREATE INDEX titulo_aprovacao_pendente ON titulo (id) WHERE aprovacao = 'PENDENTE';

-- Who may approve each pending título at its current level.
CREATE TABLE aprovacao_aprovador (
  titulo_id   integer NOT NULL REFERENCES titulo(id) ON DELETE CASCADE,
  usuario_id  integer NOT NULL REFERENCES usuario(id),
  PRIMARY KEY (titulo_id, usuario_id)
);
CREATE INDEX aprovacao_aprovador_usuario ON aprovacao_aprovador (usuario_id);

-- The history: each approval or rejection (with its level and reason), and each reset of the
-- approvals by an edit of the amount or the person (valida false on the decisions it undid).
-- valor is the título's total when decided: an approver's month adds these up against the limit.
CREATE TABLE aprovacao_decisao (
  id          serial PRIMARY KEY,
  titulo_id   integer NOT NULL REFERENCES titulo(id),
  unidade_id  integer NOT NULL REFERENCES unidade(id),
  usuario_id  integer NOT NULL REFERENCES usuario(id),
  nivel       integer,
  decisao     text NOT NULL CHECK (decisao IN ('APROVADO', 'REJEITADO', 'REINICIADO')),
  motivo      text,
  valor       numeric(14,2) NOT NULL,
  valida      boolean NOT NULL DEFAULT true,
  criado_em   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX aprovacao_decisao_titulo ON aprovacao_decisao (titulo_id, id);
CREATE INDEX aprovacao_decisao_mes ON aprovacao_decisao (usuario_id, criado_em) WHERE decisao = 'APROVADO' AND valida;

-- The despesa view again, with the approval columns (t.* is expanded when a view is made).
DROP VIEW despesa;
CREATE VIEW despesa AS
  SELECT t.*, (t.situacao IN ('ABERTO', 'PARCIAL') AND t.proximo_vencimento < current_date) AS vencido
  FROM titulo AS t WHERE t.tipo = 'DESPESA'
  WITH CHECK OPTION;
ALTER VIEW despesa ALTER COLUMN tipo SET DEFAULT 'DESPESA';

-- The approval page: each pending payable once per approver who may act on it now.
CREATE VIEW aprovacao_pendente AS
  SELECT t.id, t.unidade_id, a.usuario_id, t.id AS titulo_id, t.pessoa_id, t.descricao, t.documento, t.valor,
    t.data_vencimento, t.aprovacao_nivel AS nivel, t.solicitante_id, CASE WHEN jsonb_typeof(t.anexos) = 'array' THEN jsonb_array_length(t.anexos) ELSE 0 END AS anexos,
    (SELECT count(*)::int FROM aprovacao_decisao AS d WHERE d.titulo_id = t.id AND d.valida AND d.decisao = 'APROVADO') AS aprovacoes
  FROM titulo AS t JOIN aprovacao_aprovador AS a ON a.titulo_id = t.id
  WHERE t.aprovacao = 'PENDENTE' AND t.situacao <> 'CANCELADO';

-- The history page and the approvals report: every decision, with the título's unit.
CREATE VIEW aprovacao_historico AS
  SELECT d.id, d.unidade_id, d.titulo_id, d.usuario_id, d.nivel, d.decisao, d.motivo, d.valor, d.valida, d.criado_em::date AS data, d.criado_em AS decidido_em
  FROM aprovacao_decisao AS d;
