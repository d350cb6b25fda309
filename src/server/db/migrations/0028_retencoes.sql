-- Withheld taxes (issue 16): a payable withholds taxes of the finance configuration (imposto);
-- each withheld tax is an open item (retencao) until grouped with the others of its tax,
-- competence and due date into one payable to the tax authority (agrupamento_imposto, whose
-- título is an ordinary despesa). The título keeps its gross value (valor, the document's);
-- valor_retido is the sum of its retenções and valor_liquido what the supplier receives, the
-- amount its installments add up to and its baixas pay. Ungrouping cancels the tax título
-- (never deletes it) and reopens the retenções. Money is numeric(14,2).

-- The tax authority a grouped tax is paid to (Receita Federal do Brasil, the municipality).
ALTER TABLE imposto ADD COLUMN pessoa_id integer REFERENCES pessoa(id);

ALTER TABLE titulo
  ADD COLUMN valor_retido numeric(14,2) NOT NULL DEFAULT 0 CHECK (valor_retido >= 0 AND valor_retido < valor),
  ADD COLUMN valor_liquido numeric(14,2);
UPDATE titulo SET valor_liquido = valor;
ALTER TABLE titulo ALTER COLUMN valor_liquido SET NOT NULL;

-- The net follows the value and the withheld amount whoever writes the título (the form, an
-- action, a seed): the form's computed field and this agree; this one is the stored truth.
CREATE FUNCTION titulo_valor_liquido() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.valor_liquido := NEW.valor - NEW.valor_retido;
  RETURN NEW;
END $$;
CREATE TRIGGER titulo_valor_liquido BEFORE INSERT OR UPDATE OF valor, valor_retido, valor_liquido ON titulo
  FOR EACH ROW EXECUTE FUNCTION titulo_valor_liquido();

CREATE TABLE agrupamento_imposto (
  id               serial PRIMARY KEY,
  unidade_id       integer NOT NULL REFERENCES unidade(id),
  imposto_id       integer NOT NULL REFERENCES imposto(id),
  competencia      date NOT NULL,
  vencimento       date NOT NULL,
  valor            numeric(14,2) NOT NULL DEFAULT 0 CHECK (valor >= 0),
  -- How many retenções it joined, kept when it is undone (they are reopened, the count stays).
  quantidade       integer NOT NULL DEFAULT 0,
  titulo_id        integer NOT NULL REFERENCES titulo(id),
  situacao         text NOT NULL DEFAULT 'ATIVO' CHECK (situacao IN ('ATIVO', 'DESFEITO')),
  desfeito_em      date,
  motivo           text,
  -- The transaction that made it: a selection grouped at once joins one grouping per key.
  transacao        bigint NOT NULL DEFAULT txid_current(),
  ativo            boolean NOT NULL DEFAULT true,
  criado_em        timestamptz NOT NULL DEFAULT now(),
  atualizado_em    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agrupamento_imposto_lista ON agrupamento_imposto (unidade_id, vencimento);
CREATE INDEX agrupamento_imposto_titulo ON agrupamento_imposto (titulo_id);

-- One withheld tax of a despesa: a child row of its título (the form's Retenções), with what the
-- server worked out (rate, amount, competence, due date) and where it stands.
CREATE TABLE retencao (
  id              serial PRIMARY KEY,
  titulo_id       integer NOT NULL REFERENCES titulo(id) ON DELETE CASCADE,
  unidade_id      integer NOT NULL REFERENCES unidade(id),
  ordem           integer NOT NULL DEFAULT 0,
  imposto_id      integer NOT NULL REFERENCES imposto(id),
  base            numeric(14,2) NOT NULL CHECK (base > 0),
  aliquota        numeric(7,4) NOT NULL DEFAULT 0,
  valor           numeric(14,2) NOT NULL DEFAULT 0 CHECK (valor >= 0),
  competencia     date,
  vencimento      date,
  situacao        text NOT NULL DEFAULT 'ABERTA' CHECK (situacao IN ('ABERTA', 'AGRUPADA', 'CANCELADA')),
  agrupamento_id  integer REFERENCES agrupamento_imposto(id),
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now(),
  CHECK ((situacao = 'AGRUPADA') = (agrupamento_id IS NOT NULL))
);
CREATE INDEX retencao_titulo ON retencao (titulo_id, ordem);
CREATE INDEX retencao_em_aberto ON retencao (unidade_id, imposto_id, vencimento) WHERE situacao = 'ABERTA';
CREATE INDEX retencao_agrupamento ON retencao (agrupamento_id);

-- The despesa view again, now with the withheld and net amounts (t.* is expanded when a view is made).
DROP VIEW despesa;
CREATE VIEW despesa AS
  SELECT t.*, (t.situacao IN ('ABERTO', 'PARCIAL') AND t.proximo_vencimento < current_date) AS vencido
  FROM titulo AS t WHERE t.tipo = 'DESPESA'
  WITH CHECK OPTION;
ALTER VIEW despesa ALTER COLUMN tipo SET DEFAULT 'DESPESA';

-- The open retenções the Agrupamento de impostos lists (one row per retenção, the título's
-- supplier and document beside it); the grouping locks the retenção rows through it. A tax not
-- withheld (its amount under the minimum, stored as 0) is no open item.
CREATE VIEW retencao_aberta AS
  SELECT r.id, r.unidade_id, r.imposto_id, r.titulo_id, r.competencia, r.vencimento, r.base, r.aliquota, r.valor, r.situacao,
    t.pessoa_id, t.documento, t.emissao
  FROM retencao AS r JOIN titulo AS t ON t.id = r.titulo_id
  WHERE r.situacao = 'ABERTA' AND r.valor > 0;

-- Which retenções each grouping joined, kept when it is undone (the retenção itself is reopened).
CREATE TABLE agrupamento_retencao (
  agrupamento_id integer NOT NULL REFERENCES agrupamento_imposto(id),
  retencao_id    integer NOT NULL REFERENCES retencao(id),
  PRIMARY KEY (agrupamento_id, retencao_id)
);

-- The groupings, with the despesas their retenções came from and the state of each one's título.
CREATE VIEW imposto_agrupado AS
  SELECT a.id, a.unidade_id, a.imposto_id, a.competencia, a.vencimento, a.valor, a.quantidade, a.titulo_id, a.situacao, a.desfeito_em, a.motivo,
    t.situacao AS situacao_titulo,
    (SELECT string_agg(d.descricao, '; ' ORDER BY d.descricao, d.id) FROM agrupamento_retencao AS ar
      JOIN retencao AS r ON r.id = ar.retencao_id JOIN titulo AS d ON d.id = r.titulo_id WHERE ar.agrupamento_id = a.id) AS despesas
  FROM agrupamento_imposto AS a JOIN titulo AS t ON t.id = a.titulo_id;
