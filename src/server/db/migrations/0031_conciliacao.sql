-- Issue 17: bank reconciliation. An OFX file imported into one of the institution's accounts
-- (extrato_importacao) and its lines (extrato_linha), the links between a line and the baixas or
-- transfers it stands for (conciliacao), the officer's rules (regra_conciliacao) and the
-- reconciled periods closed per account (conciliacao_fechamento).
--
-- A line's identity is the account + FITID + date + amount + occurrence (the n-th repeat of the
-- same FITID, date and amount within one statement): Brazilian banks repeat FITIDs, so a second
-- import of the same file adds nothing while two real transactions sharing a FITID are both kept.
-- A line the file left without a date takes the statement's end date and is marked conferir.

CREATE TABLE extrato_importacao (
  id            serial PRIMARY KEY,
  unidade_id    integer NOT NULL REFERENCES unidade(id),
  conta_id      integer NOT NULL REFERENCES conta(id),
  arquivo       text NOT NULL,
  tipo          text NOT NULL CHECK (tipo IN ('BANCO', 'CARTAO')),
  inicio        date,
  fim           date,
  saldo_final   numeric(14,2),
  linhas_novas  integer NOT NULL DEFAULT 0,
  usuario_id    integer REFERENCES usuario(id),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX extrato_importacao_conta ON extrato_importacao (conta_id, fim);

CREATE TABLE extrato_linha (
  id             serial PRIMARY KEY,
  importacao_id  integer NOT NULL REFERENCES extrato_importacao(id),
  unidade_id     integer NOT NULL REFERENCES unidade(id),
  conta_id       integer NOT NULL REFERENCES conta(id),
  fitid          text NOT NULL,
  ocorrencia     integer NOT NULL DEFAULT 1 CHECK (ocorrencia >= 1),
  data           date NOT NULL,
  valor          numeric(14,2) NOT NULL CHECK (valor <> 0),
  memo           text NOT NULL DEFAULT '',
  tipo_transacao text NOT NULL DEFAULT '',
  documento      text,
  conferir       boolean NOT NULL DEFAULT false,
  situacao       text NOT NULL DEFAULT 'PENDENTE' CHECK (situacao IN ('PENDENTE', 'CONCILIADA', 'IGNORADA')),
  regra_id       integer,
  ativo          boolean NOT NULL DEFAULT true,
  criado_em      timestamptz NOT NULL DEFAULT now(),
  atualizado_em  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conta_id, fitid, data, valor, ocorrencia)
);
CREATE INDEX extrato_linha_fitid ON extrato_linha (conta_id, fitid);
CREATE INDEX extrato_linha_pendente ON extrato_linha (conta_id, data) WHERE situacao = 'PENDENTE';
CREATE INDEX extrato_linha_importacao ON extrato_linha (importacao_id);

-- Text contains X → category Y (and optionally a cost centre and a person): applied to a new
-- line of the same sign (RECEITA for money in, DESPESA for money out, AMBOS for either).
CREATE TABLE regra_conciliacao (
  id              serial PRIMARY KEY,
  unidade_id      integer NOT NULL REFERENCES unidade(id),
  descricao       text NOT NULL,
  texto_contem    text NOT NULL CHECK (length(btrim(texto_contem)) > 0),
  tipo            text NOT NULL DEFAULT 'AMBOS' CHECK (tipo IN ('RECEITA', 'DESPESA', 'AMBOS')),
  categoria_id    integer NOT NULL REFERENCES categoria(id),
  centro_custo_id integer REFERENCES centro_custo(id),
  pessoa_id       integer REFERENCES pessoa(id),
  prioridade      integer NOT NULL DEFAULT 0,
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE extrato_linha ADD FOREIGN KEY (regra_id) REFERENCES regra_conciliacao(id);

-- A match: one statement line with one baixa or one transfer, for part or all of the line's
-- amount (a line may match several títulos, a título several lines). regra_id says a rule made
-- it, so undoing the rule's work removes exactly these. Undone matches are deleted: the
-- engine's audit keeps who did and undid what.
CREATE TABLE conciliacao (
  id               serial PRIMARY KEY,
  unidade_id       integer NOT NULL REFERENCES unidade(id),
  extrato_linha_id integer NOT NULL REFERENCES extrato_linha(id),
  baixa_id         integer REFERENCES baixa(id),
  transferencia_id integer REFERENCES transferencia(id),
  valor            numeric(14,2) NOT NULL CHECK (valor <> 0),
  regra_id         integer REFERENCES regra_conciliacao(id),
  usuario_id       integer REFERENCES usuario(id),
  criado_em        timestamptz NOT NULL DEFAULT now(),
  CHECK ((baixa_id IS NULL) <> (transferencia_id IS NULL))
);
CREATE INDEX conciliacao_linha ON conciliacao (extrato_linha_id);
CREATE INDEX conciliacao_baixa ON conciliacao (baixa_id) WHERE baixa_id IS NOT NULL;
CREATE INDEX conciliacao_transferencia ON conciliacao (transferencia_id) WHERE transferencia_id IS NOT NULL;

-- A reconciled period closed per account: nothing dated up to `ate` in that account's
-- statement lines or matches changes any more (reopened by deleting the row, with its audit).
CREATE TABLE conciliacao_fechamento (
  id            serial PRIMARY KEY,
  unidade_id    integer NOT NULL REFERENCES unidade(id),
  conta_id      integer NOT NULL REFERENCES conta(id),
  ate           date NOT NULL,
  saldo_banco   numeric(14,2) NOT NULL,
  saldo_sistema numeric(14,2) NOT NULL,
  usuario_id    integer REFERENCES usuario(id),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conta_id, ate)
);
