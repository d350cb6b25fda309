-- The finance core's títulos (issue 16, part A): receivables and payables of a unit, their
-- installments and their baixas, and the institution's own holidays. Money is numeric(14,2)
-- end to end. The engine's models receita and despesa (schemas/) are the two auto-updatable
-- views below, one per tipo, WITH CHECK OPTION: each screen reads, writes and locks only its own
-- títulos through the generic resource, over the one table. The installments and the baixas are
-- child tables (x-filhos) of the título; a baixa is never deleted (the module's hooks refuse it):
-- it is reversed, keeping the date and the reason. The history of every change is the engine's
-- audit, as for every model.

CREATE TABLE titulo (
  id                  serial PRIMARY KEY,
  unidade_id          integer NOT NULL REFERENCES unidade(id),
  tipo                text NOT NULL CHECK (tipo IN ('RECEITA', 'DESPESA')),
  pessoa_id           integer REFERENCES pessoa(id),
  categoria_id        integer REFERENCES categoria(id),
  centro_custo_id     integer REFERENCES centro_custo(id),
  conta_id            integer REFERENCES conta(id),
  documento           text,
  emissao             date,
  competencia         date CHECK (competencia = date_trunc('month', competencia)::date),
  descricao           text,
  valor               numeric(14,2) NOT NULL CHECK (valor > 0),
  data_vencimento     date,
  quantidade_parcelas integer NOT NULL DEFAULT 1 CHECK (quantidade_parcelas BETWEEN 1 AND 360),
  situacao            text NOT NULL DEFAULT 'ABERTO' CHECK (situacao IN ('ABERTO', 'PARCIAL', 'PAGO', 'CANCELADO')),
  valor_pago          numeric(14,2) NOT NULL DEFAULT 0,
  valor_aberto        numeric(14,2) NOT NULL DEFAULT 0,
  proximo_vencimento  date,
  motivo_cancelamento text,
  cancelado_em        date,
  anexos              jsonb,
  ativo               boolean NOT NULL DEFAULT true,
  criado_em           timestamptz NOT NULL DEFAULT now(),
  atualizado_em       timestamptz NOT NULL DEFAULT now(),
  CHECK (valor_pago >= 0 AND valor_aberto >= 0)
);
CREATE INDEX titulo_lista ON titulo (unidade_id, tipo, proximo_vencimento);
CREATE INDEX titulo_pessoa ON titulo (pessoa_id);

CREATE TABLE parcela (
  id              serial PRIMARY KEY,
  titulo_id       integer NOT NULL REFERENCES titulo(id) ON DELETE CASCADE,
  unidade_id      integer NOT NULL REFERENCES unidade(id),
  ordem           integer NOT NULL DEFAULT 0,
  numero          integer NOT NULL CHECK (numero BETWEEN 1 AND 360),
  vencimento      date NOT NULL,
  vencimento_real date,
  valor           numeric(14,2) NOT NULL CHECK (valor > 0),
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parcela_titulo ON parcela (titulo_id, ordem);
CREATE INDEX parcela_vencimento ON parcela (unidade_id, vencimento_real);

-- A baixa pays (part of) one installment, by its number. No ON DELETE CASCADE: a título is
-- cancelled, never deleted, and a baixa outlives everything as the record of money moved.
CREATE TABLE baixa (
  id             serial PRIMARY KEY,
  titulo_id      integer NOT NULL REFERENCES titulo(id),
  unidade_id     integer NOT NULL REFERENCES unidade(id),
  ordem          integer NOT NULL DEFAULT 0,
  parcela        integer NOT NULL CHECK (parcela BETWEEN 1 AND 360),
  data           date NOT NULL,
  conta_id       integer REFERENCES conta(id),
  forma          text NOT NULL CHECK (forma IN ('DINHEIRO', 'PIX', 'BOLETO', 'TRANSFERENCIA', 'CARTAO', 'CHEQUE', 'DEBITO_AUTOMATICO')),
  valor          numeric(14,2) NOT NULL CHECK (valor > 0),
  juros          numeric(14,2) NOT NULL DEFAULT 0 CHECK (juros >= 0),
  multa          numeric(14,2) NOT NULL DEFAULT 0 CHECK (multa >= 0),
  desconto       numeric(14,2) NOT NULL DEFAULT 0 CHECK (desconto >= 0),
  estornada_em   date,
  motivo_estorno text,
  ativo          boolean NOT NULL DEFAULT true,
  criado_em      timestamptz NOT NULL DEFAULT now(),
  atualizado_em  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX baixa_titulo ON baixa (titulo_id, ordem);
CREATE INDEX baixa_data ON baixa (unidade_id, data);

-- The institution's state and municipal holidays, beside the national ones the shared calendar
-- computes; every module's business days read this one table.
CREATE TABLE feriado (
  id            serial PRIMARY KEY,
  data          date NOT NULL UNIQUE,
  descricao     text NOT NULL,
  abrangencia   text NOT NULL CHECK (abrangencia IN ('ESTADUAL', 'MUNICIPAL')),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- One view per tipo: simple views are updatable in PostgreSQL (the engine inserts, updates and
-- locks FOR UPDATE through them), the CHECK OPTION keeps each to its tipo, and `vencido` (open
-- with an installment past its real due date, computed at read time) is read only.
CREATE VIEW receita AS
  SELECT t.*, (t.situacao IN ('ABERTO', 'PARCIAL') AND t.proximo_vencimento < current_date) AS vencido
  FROM titulo AS t WHERE t.tipo = 'RECEITA'
  WITH CHECK OPTION;
ALTER VIEW receita ALTER COLUMN tipo SET DEFAULT 'RECEITA';

CREATE VIEW despesa AS
  SELECT t.*, (t.situacao IN ('ABERTO', 'PARCIAL') AND t.proximo_vencimento < current_date) AS vencido
  FROM titulo AS t WHERE t.tipo = 'DESPESA'
  WITH CHECK OPTION;
ALTER VIEW despesa ALTER COLUMN tipo SET DEFAULT 'DESPESA';
