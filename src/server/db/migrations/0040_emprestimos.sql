-- Issue 18: loans between projects. A project asks another for money (amount, purpose, return
-- date); the coordinators of both projects and finance approve it (one rejection ends it); the
-- money then goes from the lending project's account to the receiving one's as a finance
-- transferência (two movements, the consolidated balance unchanged), and each return is a
-- transferência the other way, until nothing is owed. Every step is in emprestimo_historico.
--
-- The accounts are the projects' own (projeto.conta_id) or, for a project without one, the
-- institution's account the request names; the request stores the two it will use. A project
-- that is a MROSC partnership with its own account never lends (Lei 13.019/2014, art. 51): the
-- module refuses such a request.

CREATE TABLE emprestimo (
  id                  serial PRIMARY KEY,
  projeto_origem_id   integer NOT NULL REFERENCES projeto(id),
  projeto_destino_id  integer NOT NULL REFERENCES projeto(id),
  valor               numeric(14,2) NOT NULL CHECK (valor > 0),
  finalidade          text NOT NULL CHECK (length(finalidade) BETWEEN 1 AND 500),
  data_devolucao      date NOT NULL,
  data_solicitacao    date NOT NULL DEFAULT current_date,
  situacao            text NOT NULL DEFAULT 'SOLICITADO'
                      CHECK (situacao IN ('SOLICITADO', 'APROVADO', 'REJEITADO', 'TRANSFERIDO', 'PARCIALMENTE_DEVOLVIDO', 'QUITADO')),
  conta_origem_id     integer REFERENCES conta(id),
  conta_destino_id    integer REFERENCES conta(id),
  solicitante_id      integer REFERENCES usuario(id),
  transferencia_id    integer REFERENCES transferencia(id),
  data_transferencia  date,
  devolvido           numeric(14,2) NOT NULL DEFAULT 0 CHECK (devolvido >= 0 AND devolvido <= valor),
  ativo               boolean NOT NULL DEFAULT true,
  criado_em           timestamptz NOT NULL DEFAULT now(),
  atualizado_em       timestamptz NOT NULL DEFAULT now(),
  CHECK (projeto_origem_id <> projeto_destino_id),
  CHECK (conta_origem_id IS NULL OR conta_destino_id IS NULL OR conta_origem_id <> conta_destino_id)
);
CREATE INDEX emprestimo_situacao ON emprestimo (situacao, data_devolucao);

-- One row per role decided: the coordinator of each project and finance. A user decides once.
CREATE TABLE emprestimo_aprovacao (
  id             serial PRIMARY KEY,
  emprestimo_id  integer NOT NULL REFERENCES emprestimo(id),
  papel          text NOT NULL CHECK (papel IN ('COORDENADOR_ORIGEM', 'COORDENADOR_DESTINO', 'FINANCEIRO')),
  usuario_id     integer NOT NULL REFERENCES usuario(id),
  aprovada       boolean NOT NULL,
  motivo         text,
  em             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (emprestimo_id, papel)
);

-- Each return, with the transferência that moved it back.
CREATE TABLE emprestimo_devolucao (
  id                serial PRIMARY KEY,
  emprestimo_id     integer NOT NULL REFERENCES emprestimo(id),
  data              date NOT NULL,
  valor             numeric(14,2) NOT NULL CHECK (valor > 0),
  transferencia_id  integer NOT NULL REFERENCES transferencia(id),
  usuario_id        integer NOT NULL REFERENCES usuario(id),
  em                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX emprestimo_devolucao_do_emprestimo ON emprestimo_devolucao (emprestimo_id);

-- Every step (who, when, what): the request, each decision, the approval, the transfer, each return.
CREATE TABLE emprestimo_historico (
  id                serial PRIMARY KEY,
  emprestimo_id     integer NOT NULL REFERENCES emprestimo(id),
  passo             text NOT NULL CHECK (passo IN ('SOLICITADO', 'APROVACAO', 'REJEICAO', 'APROVADO', 'TRANSFERIDO', 'DEVOLUCAO', 'QUITADO')),
  usuario_id        integer REFERENCES usuario(id),
  em                timestamptz NOT NULL DEFAULT now(),
  papeis            text[] NOT NULL DEFAULT '{}',
  valor             numeric(14,2),
  motivo            text,
  transferencia_id  integer REFERENCES transferencia(id)
);
CREATE INDEX emprestimo_historico_do_emprestimo ON emprestimo_historico (emprestimo_id, em, id);

-- The projects a loan may name (any active one not cancelled nor concluded), as "código – nome".
CREATE VIEW vw_projeto_do_emprestimo AS
  SELECT p.id, p.codigo || ' – ' || p.nome AS descricao, p.ativo AND p.situacao NOT IN ('CANCELADO', 'CONCLUIDO') AS ativo
  FROM projeto AS p;

-- The requests that wait for a decision (the module's filter keeps those that wait for the reader).
CREATE VIEW vw_emprestimo_a_aprovar AS
  SELECT e.id, e.projeto_origem_id, e.projeto_destino_id, e.valor, e.finalidade, e.data_devolucao, e.data_solicitacao, e.solicitante_id
  FROM emprestimo AS e WHERE e.situacao = 'SOLICITADO';

-- The loans that went out: what came back, what is still owed, and whether it is overdue.
CREATE VIEW vw_emprestimo_a_devolver AS
  SELECT e.id, e.projeto_origem_id, e.projeto_destino_id, e.valor, e.devolvido, e.valor - e.devolvido AS saldo, e.finalidade,
    e.data_devolucao, e.data_transferencia, e.situacao,
    (e.situacao IN ('TRANSFERIDO', 'PARCIALMENTE_DEVOLVIDO') AND e.data_devolucao < current_date) AS atrasado
  FROM emprestimo AS e WHERE e.situacao IN ('TRANSFERIDO', 'PARCIALMENTE_DEVOLVIDO', 'QUITADO');
