-- Issue 22: fundraising operations (mobilização). The configuration tables (call outcomes,
-- campaigns, collection methods with their bank agreements, adjustment indices and renewal
-- rules), the calls of telemarketing and the agenda's reservation of a donor, the charges
-- (cobranças) of receivables that the remittance files carry, and the donors' consent to
-- collection in utility bills. The colaboração itself is the donations' (0052): this migration
-- adds to it the registered campaign (campanha_cadastrada_id; its free-text campanha stays), the collection method, the adjustment index and its history.
-- Enumerated values are lower case as issue 22 names them. Rules: src/shared/mobilizacao/;
-- module: src/server/modules/mobilizacao/.

-- A call's outcome. resultado is what the agenda does with it: promessa (a colaboração recorded),
-- recusa, retornar (a callback date is required), numero_errado, sem_contato, outra.
CREATE TABLE mobilizacao_situacao_ligacao (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  resultado     text NOT NULL CHECK (resultado IN ('promessa', 'recusa', 'retornar', 'numero_errado', 'sem_contato', 'outra')),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- A campaign: a goal in money and/or donors over a period, through a channel.
CREATE TABLE mobilizacao_campanha (
  id            serial PRIMARY KEY,
  nome          text NOT NULL UNIQUE CHECK (length(nome) BETWEEN 1 AND 120),
  meta_valor    numeric(14,2) CHECK (meta_valor > 0),
  meta_doadores integer CHECK (meta_doadores > 0),
  inicio        date NOT NULL,
  fim           date CHECK (fim >= inicio),
  canal         text NOT NULL CHECK (canal IN ('telemarketing', 'email', 'evento', 'portal', 'correio', 'outro')),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- A collection method. boleto and debito_automatico carry the bank agreement (banco = the
-- bank's three-digit code, agência, conta, carteira, convênio, the file layout and the next
-- nosso número to assign); concessionaria carries the utility company's agreement (codigo is the
-- page mobilizacao/concessionarias/{codigo}, layout FEBRABAN150); pix and cartao need none.
CREATE TABLE mobilizacao_forma_cobranca (
  id                    serial PRIMARY KEY,
  nome                  text NOT NULL UNIQUE CHECK (length(nome) BETWEEN 1 AND 120),
  tipo                  text NOT NULL CHECK (tipo IN ('boleto', 'debito_automatico', 'concessionaria', 'pix', 'cartao')),
  codigo                text UNIQUE CHECK (codigo ~ '^[a-z0-9-]{1,40}$'),
  banco                 text CHECK (banco ~ '^[0-9]{3}$'),
  agencia               text CHECK (agencia ~ '^[0-9]{1,5}$'),
  agencia_dv            text CHECK (agencia_dv ~ '^[0-9Xx]$'),
  conta                 text CHECK (conta ~ '^[0-9]{1,12}$'),
  conta_dv              text CHECK (conta_dv ~ '^[0-9Xx]{1,2}$'),
  carteira              text CHECK (length(carteira) <= 3),
  convenio              text CHECK (convenio ~ '^[0-9A-Za-z]{1,20}$'),
  layout                text CHECK (layout IN ('CNAB240', 'CNAB400', 'FEBRABAN150')),
  proximo_nosso_numero  bigint NOT NULL DEFAULT 1 CHECK (proximo_nosso_numero > 0),
  ativo                 boolean NOT NULL DEFAULT true,
  criado_em             timestamptz NOT NULL DEFAULT now(),
  atualizado_em         timestamptz NOT NULL DEFAULT now(),
  CHECK (tipo NOT IN ('boleto', 'debito_automatico') OR (banco IS NOT NULL AND agencia IS NOT NULL AND conta IS NOT NULL AND convenio IS NOT NULL AND layout IS NOT NULL)),
  CHECK (tipo <> 'concessionaria' OR (codigo IS NOT NULL AND convenio IS NOT NULL))
);

-- An index for the yearly adjustment of commitments (IPCA, INPC...) and its monthly values in
-- percent (4.5 is 4,5 %), one per month.
CREATE TABLE mobilizacao_indice (
  id            serial PRIMARY KEY,
  nome          text NOT NULL UNIQUE CHECK (length(nome) BETWEEN 1 AND 60),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mobilizacao_indice_valor (
  id            integer PRIMARY KEY DEFAULT nextval('item_de_lista_id_seq'),
  indice_id     integer NOT NULL REFERENCES mobilizacao_indice(id) ON DELETE CASCADE,
  ordem         integer NOT NULL DEFAULT 0,
  competencia   text NOT NULL CHECK (competencia ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  percentual    numeric(8,4) NOT NULL CHECK (percentual BETWEEN -100 AND 1000),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (indice_id, competencia)
);

-- Who the agenda calls for renewal: commitments ending within dias_antes_do_fim days, and/or
-- failing with at least falhas_minimas failures in a row.
CREATE TABLE mobilizacao_regra_renovacao (
  id                 serial PRIMARY KEY,
  descricao          text NOT NULL UNIQUE CHECK (length(descricao) BETWEEN 1 AND 120),
  dias_antes_do_fim  integer CHECK (dias_antes_do_fim BETWEEN 1 AND 365),
  falhas_minimas     integer CHECK (falhas_minimas BETWEEN 1 AND 24),
  campanha_id        integer REFERENCES mobilizacao_campanha(id),
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now(),
  CHECK (dias_antes_do_fim IS NOT NULL OR falhas_minimas IS NOT NULL)
);

-- The colaboração of the donations grows the fundraising fields. alteracoes and recebiveis are
-- what its form shows as read-only tables, kept by the triggers below (never written by a form).
ALTER TABLE colaboracao
  ADD COLUMN campanha_cadastrada_id integer REFERENCES mobilizacao_campanha(id),
  ADD COLUMN forma_cobranca_id integer REFERENCES mobilizacao_forma_cobranca(id),
  ADD COLUMN indice_id         integer REFERENCES mobilizacao_indice(id),
  ADD COLUMN ultimo_reajuste   date,
  ADD COLUMN alteracoes        jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN recebiveis        jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE colaboracao DROP CONSTRAINT colaboracao_origem_check;
ALTER TABLE colaboracao ADD CONSTRAINT colaboracao_origem_check CHECK (origem IN ('EQUIPE', 'PORTAL', 'TELEMARKETING'));
CREATE INDEX colaboracao_campanha ON colaboracao (campanha_cadastrada_id);

-- The colaboração as fundraising's screens see it (model colaboracaoMobilizacao): the same rows,
-- through a simple view PostgreSQL writes through (the table's defaults and triggers apply). Its
-- columns are the table's as of now: a later migration that adds to colaboracao a column this
-- screen needs, or changes one, recreates the view.
CREATE VIEW colaboracao_mobilizacao AS SELECT * FROM colaboracao;


-- Each change of amount, day, method, end or status is kept, newest first (at most 200).
CREATE FUNCTION colaboracao_registra_alteracao() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  partes text[] := ARRAY[]::text[];
BEGIN
  IF NEW.valor IS DISTINCT FROM OLD.valor THEN
    partes := partes || format('valor de R$ %s para R$ %s', replace(OLD.valor::text, '.', ','), replace(NEW.valor::text, '.', ','));
  END IF;
  IF NEW.dia_do_mes IS DISTINCT FROM OLD.dia_do_mes THEN partes := partes || format('dia de %s para %s', OLD.dia_do_mes, NEW.dia_do_mes); END IF;
  IF NEW.forma IS DISTINCT FROM OLD.forma OR NEW.forma_cobranca_id IS DISTINCT FROM OLD.forma_cobranca_id THEN partes := partes || 'forma de cobrança'::text; END IF;
  IF NEW.fim IS DISTINCT FROM OLD.fim THEN partes := partes || format('fim para %s', coalesce(to_char(NEW.fim, 'DD/MM/YYYY'), 'sem fim')); END IF;
  IF NEW.situacao IS DISTINCT FROM OLD.situacao THEN
    partes := partes || format('situação de %s para %s', initcap(lower(OLD.situacao)), initcap(lower(NEW.situacao)));
  END IF;
  IF cardinality(partes) > 0 THEN
    NEW.alteracoes := (jsonb_build_array(jsonb_build_object(
      'data', to_char(now() AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD'),
      'descricao', left(upper(left(array_to_string(partes, '; '), 1)) || substr(array_to_string(partes, '; '), 2), 300),
      'valor', NEW.valor)) || OLD.alteracoes) - 200;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER colaboracao_alteracao BEFORE UPDATE ON colaboracao
  FOR EACH ROW EXECUTE FUNCTION colaboracao_registra_alteracao();

-- The receivables (the month's gifts and their títulos) a colaboração generated, newest first.
CREATE FUNCTION colaboracao_atualiza_recebiveis() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  alvo integer := coalesce(NEW.colaboracao_id, OLD.colaboracao_id);
BEGIN
  IF alvo IS NULL THEN RETURN NULL; END IF;
  UPDATE colaboracao SET recebiveis = coalesce((
    SELECT jsonb_agg(jsonb_build_object('data', d.data::text, 'valor', d.valor, 'situacao', d.situacao, 'titulo', d.titulo_id) ORDER BY d.data DESC, d.id DESC)
    FROM (SELECT * FROM doacao WHERE colaboracao_id = alvo ORDER BY data DESC, id DESC LIMIT 120) AS d), '[]'::jsonb)
  WHERE id = alvo;
  RETURN NULL;
END $$;
CREATE TRIGGER doacao_recebiveis AFTER INSERT OR UPDATE OF situacao, valor, titulo_id ON doacao
  FOR EACH ROW EXECUTE FUNCTION colaboracao_atualiza_recebiveis();

-- A call: the donor, the colaboração it was about (if any), the campaign, the operator, when,
-- its outcome, notes and when to call again.
CREATE TABLE mobilizacao_ligacao (
  id               serial PRIMARY KEY,
  unidade_id       integer NOT NULL REFERENCES unidade(id),
  pessoa_id        integer NOT NULL REFERENCES pessoa(id),
  colaboracao_id   integer REFERENCES colaboracao(id),
  campanha_id      integer REFERENCES mobilizacao_campanha(id),
  operador_id      integer NOT NULL REFERENCES usuario(id),
  data             timestamptz NOT NULL DEFAULT now(),
  situacao_id      integer NOT NULL REFERENCES mobilizacao_situacao_ligacao(id),
  observacao       text CHECK (length(observacao) <= 2000),
  proxima_ligacao  timestamptz,
  ativo            boolean NOT NULL DEFAULT true,
  criado_em        timestamptz NOT NULL DEFAULT now(),
  atualizado_em    timestamptz NOT NULL DEFAULT now(),
  CHECK (proxima_ligacao IS NULL OR proxima_ligacao > data)
);
CREATE INDEX mobilizacao_ligacao_pessoa ON mobilizacao_ligacao (pessoa_id, data DESC);
CREATE INDEX mobilizacao_ligacao_retorno ON mobilizacao_ligacao (unidade_id, proxima_ligacao) WHERE proxima_ligacao IS NOT NULL;
CREATE INDEX mobilizacao_ligacao_operador ON mobilizacao_ligacao (operador_id, data);

-- The agenda's reservation: one row per donor, so two operators never hold the same donor. A
-- claim inserts, or takes over a row whose deadline has passed (INSERT ... ON CONFLICT DO UPDATE
-- ... WHERE ate < now()): of two concurrent claims of one donor, one gets the row, the other none.
CREATE TABLE mobilizacao_reserva (
  pessoa_id    integer PRIMARY KEY REFERENCES pessoa(id),
  unidade_id   integer NOT NULL REFERENCES unidade(id),
  operador_id  integer NOT NULL REFERENCES usuario(id),
  ate          timestamptz NOT NULL,
  criado_em    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mobilizacao_reserva_operador ON mobilizacao_reserva (operador_id);

-- A charge (cobrança) of one receivable through one collection method. For the remittance files:
--   nosso_numero  the bank's number of the charge, unique per agreement (forma_cobranca_id);
--   situacao      a_enviar (waiting for a remittance) → enviada (in remessa_id) → confirmada (the
--                 bank's entry) → paga | rejeitada (motivo says why; sent again in a new
--                 remittance) | baixada (written off);
--   remessa_id    the remittance file that carried it last, null until sent (no foreign key here:
--                 the remittance's table is the remittance module's);
--   valor_pago, tarifa, juros, data_pagamento, data_credito: what the return file said.
CREATE TABLE mobilizacao_cobranca (
  id                 serial PRIMARY KEY,
  unidade_id         integer NOT NULL REFERENCES unidade(id),
  pessoa_id          integer NOT NULL REFERENCES pessoa(id),
  titulo_id          integer NOT NULL REFERENCES titulo(id),
  parcela_id         integer REFERENCES parcela(id),
  colaboracao_id     integer REFERENCES colaboracao(id),
  forma_cobranca_id  integer NOT NULL REFERENCES mobilizacao_forma_cobranca(id),
  nosso_numero       text NOT NULL CHECK (nosso_numero ~ '^[0-9]{1,20}$'),
  vencimento         date NOT NULL,
  valor              numeric(14,2) NOT NULL CHECK (valor > 0),
  situacao           text NOT NULL DEFAULT 'a_enviar' CHECK (situacao IN ('a_enviar', 'enviada', 'confirmada', 'paga', 'rejeitada', 'baixada')),
  remessa_id         integer,
  motivo             text CHECK (length(motivo) <= 300),
  valor_pago         numeric(14,2) CHECK (valor_pago >= 0),
  tarifa             numeric(14,2) CHECK (tarifa >= 0),
  juros              numeric(14,2) CHECK (juros >= 0),
  data_pagamento     date,
  data_credito       date,
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (forma_cobranca_id, nosso_numero)
);
CREATE INDEX mobilizacao_cobranca_situacao ON mobilizacao_cobranca (unidade_id, situacao, vencimento);
CREATE INDEX mobilizacao_cobranca_pessoa ON mobilizacao_cobranca (pessoa_id);
CREATE INDEX mobilizacao_cobranca_remessa ON mobilizacao_cobranca (remessa_id) WHERE remessa_id IS NOT NULL;

-- A donor's consent to be charged in a utility bill: the company (a forma of tipo
-- concessionaria), the installation number, the date and the evidence, which institutions must
-- be able to show.
CREATE TABLE mobilizacao_consentimento (
  id                 serial PRIMARY KEY,
  unidade_id         integer NOT NULL REFERENCES unidade(id),
  pessoa_id          integer NOT NULL REFERENCES pessoa(id),
  forma_cobranca_id  integer NOT NULL REFERENCES mobilizacao_forma_cobranca(id),
  instalacao         text NOT NULL CHECK (instalacao ~ '^[0-9A-Za-z./-]{1,30}$'),
  data               date NOT NULL,
  evidencia          text NOT NULL CHECK (length(evidencia) BETWEEN 1 AND 2000),
  arquivo_id         integer REFERENCES arquivo(id),
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (forma_cobranca_id, instalacao)
);
CREATE INDEX mobilizacao_consentimento_pessoa ON mobilizacao_consentimento (pessoa_id);

-- The colaborações recorded by telemarketing (mobilizacao/telemarketing/colaboracoes, read only),
-- with the operator and the call that recorded them.
CREATE VIEW vw_colaboracao_telemarketing AS
SELECT c.id, c.unidade_id, c.pessoa_id, c.valor, c.dia_do_mes, c.forma, c.campanha_cadastrada_id, c.inicio, c.fim, c.situacao,
       l.operador_id, l.data AS data_ligacao, c.criado_em
FROM colaboracao AS c
LEFT JOIN LATERAL (
  SELECT operador_id, data FROM mobilizacao_ligacao WHERE colaboracao_id = c.id ORDER BY data LIMIT 1
) AS l ON true
WHERE c.origem = 'TELEMARKETING';
