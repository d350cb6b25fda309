-- Issue 21: donations. A recurring gift is a colaboração (monthly, with a day, an amount, a
-- collection method, start and end) that generates the month's gifts; a gift (doacao) is a
-- receivable of the finance core (titulo RECEITA, one installment) paid by its baixa, receipted by
-- the finance core's receipt, reversed (estorno) rather than edited once receipted. Every gift,
-- payment, failure and reversal is a row of doacao_movimento (the Movimentações list, through the
-- view vw_doacao_movimento). The portal's bot check keeps the challenges it accepted, so each is
-- accepted once. The rules are src/shared/doacao/; the module is src/server/modules/doacao/.

CREATE TABLE colaboracao (
  id            serial PRIMARY KEY,
  unidade_id    integer NOT NULL REFERENCES unidade(id),
  pessoa_id     integer NOT NULL REFERENCES pessoa(id),
  valor         numeric(14,2) NOT NULL CHECK (valor > 0),
  dia_do_mes    integer NOT NULL CHECK (dia_do_mes BETWEEN 1 AND 28),
  forma         text NOT NULL CHECK (forma IN ('PIX', 'BOLETO', 'CARTAO', 'DEBITO_AUTOMATICO', 'CONTA_CONSUMO', 'DINHEIRO')),
  campanha      text CHECK (length(campanha) <= 120),
  projeto_id    integer REFERENCES projeto(id),
  inicio        date NOT NULL,
  fim           date CHECK (fim >= inicio),
  situacao      text NOT NULL DEFAULT 'ATIVA' CHECK (situacao IN ('ATIVA', 'FALHANDO', 'CANCELADA', 'ENCERRADA')),
  falhas        integer NOT NULL DEFAULT 0 CHECK (falhas >= 0),
  origem        text NOT NULL DEFAULT 'EQUIPE' CHECK (origem IN ('EQUIPE', 'PORTAL')),
  observacao    text,
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX colaboracao_pessoa ON colaboracao (pessoa_id);
CREATE INDEX colaboracao_lista ON colaboracao (unidade_id, situacao);

CREATE TABLE doacao (
  id             serial PRIMARY KEY,
  unidade_id     integer NOT NULL REFERENCES unidade(id),
  pessoa_id      integer NOT NULL REFERENCES pessoa(id),
  data           date NOT NULL,
  valor          numeric(14,2) NOT NULL CHECK (valor > 0),
  forma          text NOT NULL CHECK (forma IN ('PIX', 'BOLETO', 'CARTAO', 'DEBITO_AUTOMATICO', 'CONTA_CONSUMO', 'DINHEIRO', 'BENS')),
  campanha       text CHECK (length(campanha) <= 120),
  projeto_id     integer REFERENCES projeto(id),
  conta_id       integer REFERENCES conta(id),
  periodicidade  text NOT NULL DEFAULT 'UNICA' CHECK (periodicidade IN ('UNICA', 'MENSAL')),
  colaboracao_id integer REFERENCES colaboracao(id),
  competencia    date CHECK (competencia = date_trunc('month', competencia)::date),
  situacao       text NOT NULL DEFAULT 'PENDENTE' CHECK (situacao IN ('PENDENTE', 'RECEBIDA', 'FALHOU', 'ESTORNADA')),
  titulo_id      integer REFERENCES titulo(id),
  baixa_id       integer REFERENCES baixa(id),
  recibo_id      integer REFERENCES recibo(id),
  txid           text UNIQUE CHECK (txid ~ '^[A-Za-z0-9]{1,25}$'),
  origem         text NOT NULL DEFAULT 'EQUIPE' CHECK (origem IN ('EQUIPE', 'PORTAL', 'COLABORACAO')),
  descricao_bens text,
  observacao     text,
  estornado      boolean NOT NULL DEFAULT false,
  estornado_em   timestamptz,
  estornado_por  integer REFERENCES usuario(id) ON DELETE SET NULL,
  motivo_estorno text,
  ativo          boolean NOT NULL DEFAULT true,
  criado_em      timestamptz NOT NULL DEFAULT now(),
  atualizado_em  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (colaboracao_id, competencia)
);
CREATE INDEX doacao_lista ON doacao (unidade_id, data DESC);
CREATE INDEX doacao_pessoa ON doacao (pessoa_id, data);

CREATE TABLE doacao_movimento (
  id         serial PRIMARY KEY,
  unidade_id integer NOT NULL REFERENCES unidade(id),
  doacao_id  integer REFERENCES doacao(id),
  colaboracao_id integer REFERENCES colaboracao(id),
  pessoa_id  integer NOT NULL REFERENCES pessoa(id),
  data       date NOT NULL,
  tipo       text NOT NULL CHECK (tipo IN ('DOACAO', 'PAGAMENTO', 'FALHA', 'ESTORNO', 'CANCELAMENTO')),
  forma      text,
  valor      numeric(14,2) NOT NULL DEFAULT 0,
  descricao  text NOT NULL,
  criado_em  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX doacao_movimento_lista ON doacao_movimento (unidade_id, data, id);

-- The Movimentações list (schemas/doacaoMovimento.json, x-visao): read only, in date order.
CREATE VIEW vw_doacao_movimento AS
SELECT m.id, m.unidade_id, m.doacao_id, m.colaboracao_id, m.pessoa_id, m.data, m.tipo, m.forma, m.valor, m.descricao, m.criado_em
FROM doacao_movimento AS m;

-- The portal's bot check: a challenge accepted once is kept until it would have expired anyway.
CREATE TABLE doacao_desafio_usado (
  desafio   text PRIMARY KEY,
  usado_em  timestamptz NOT NULL DEFAULT now()
);
