-- Issue 18: reallocation (remanejamento) of a project's budget between its rubricas. A despesa
-- that would take its rubrica past its total is refused; instead, someone asks to move budget
-- from one rubrica (and, optionally, one of its planned months) to another rubrica (or month),
-- with the amount and the reason. The request goes through the approval alçadas as a payable
-- would (the tier of its amount, its levels and profiles, by the project's cost centre; nobody
-- approves what they asked for); on the last approval the budget moves: the source rubrica's
-- total (and month) go down, the target's go up. A stored request is never changed.

CREATE TABLE remanejamento (
  id                   serial PRIMARY KEY,
  projeto_id           integer NOT NULL REFERENCES projeto(id),
  rubrica_origem_id    integer NOT NULL REFERENCES projeto_rubrica(id),
  competencia_origem   date,
  rubrica_destino_id   integer NOT NULL REFERENCES projeto_rubrica(id),
  competencia_destino  date,
  valor                numeric(14,2) NOT NULL CHECK (valor > 0),
  motivo               text NOT NULL CHECK (length(motivo) BETWEEN 1 AND 500),
  situacao             text NOT NULL DEFAULT 'PENDENTE' CHECK (situacao IN ('PENDENTE', 'APROVADO', 'REJEITADO')),
  -- The level it waits at, and why, when nobody can approve it now.
  nivel                integer,
  pendencia            text,
  solicitante_id       integer REFERENCES usuario(id),
  data_solicitacao     date NOT NULL DEFAULT current_date,
  ativo                boolean NOT NULL DEFAULT true,
  criado_em            timestamptz NOT NULL DEFAULT now(),
  atualizado_em        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remanejamento_projeto ON remanejamento (projeto_id, data_solicitacao);

-- Who may approve each pending request at its current level (worked out by src/shared/aprovacao).
CREATE TABLE remanejamento_aprovador (
  remanejamento_id  integer NOT NULL REFERENCES remanejamento(id) ON DELETE CASCADE,
  usuario_id        integer NOT NULL REFERENCES usuario(id),
  PRIMARY KEY (remanejamento_id, usuario_id)
);
CREATE INDEX remanejamento_aprovador_usuario ON remanejamento_aprovador (usuario_id);

-- The history: the request, each approval or rejection (level, reason), and the budget moved.
CREATE TABLE remanejamento_passo (
  id                serial PRIMARY KEY,
  remanejamento_id  integer NOT NULL REFERENCES remanejamento(id),
  passo             text NOT NULL CHECK (passo IN ('SOLICITADO', 'APROVADO', 'REJEITADO', 'EFETIVADO')),
  usuario_id        integer REFERENCES usuario(id),
  nivel             integer,
  motivo            text,
  em                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remanejamento_passo_do_pedido ON remanejamento_passo (remanejamento_id, id);

-- What waits for each approver (the module's filter keeps the reader's rows).
CREATE VIEW vw_remanejamento_a_aprovar AS
  SELECT r.id, a.usuario_id, r.projeto_id, r.rubrica_origem_id, r.competencia_origem, r.rubrica_destino_id, r.competencia_destino,
    r.valor, r.motivo, r.nivel, r.solicitante_id, r.data_solicitacao
  FROM remanejamento AS r JOIN remanejamento_aprovador AS a ON a.remanejamento_id = r.id
  WHERE r.situacao = 'PENDENTE';

-- Every step of every request, with its project and amount.
CREATE VIEW vw_remanejamento_historico AS
  SELECT p.id, p.remanejamento_id, r.projeto_id, p.passo, p.usuario_id, p.nivel, p.motivo, r.valor, p.em, p.em::date AS data
  FROM remanejamento_passo AS p JOIN remanejamento AS r ON r.id = p.remanejamento_id;
