-- Issue 22, utility companies (concessionárias): the adapter of each utility over its collection
-- method (fee percentage, fixed fee per gift, where the installation sits in the G record's
-- barcode), edited by mobilizacao/concessionarias/parametros through the view below; and the
-- utility returns read by the "utility returns" job, each kept with its records and what each did.
-- Rules: src/shared/mobilizacao/concessionarias/; module: src/server/modules/mobilizacao/concessionarias/.

ALTER TABLE mobilizacao_forma_cobranca
  ADD COLUMN taxa_percentual   numeric(7,4) NOT NULL DEFAULT 0 CHECK (taxa_percentual BETWEEN 0 AND 100),
  ADD COLUMN tarifa_fixa       numeric(14,2) NOT NULL DEFAULT 0 CHECK (tarifa_fixa >= 0),
  ADD COLUMN instalacao_inicio integer CHECK (instalacao_inicio BETWEEN 1 AND 44),
  ADD COLUMN instalacao_fim    integer CHECK (instalacao_fim BETWEEN 1 AND 44),
  ADD CONSTRAINT mobilizacao_forma_cobranca_instalacao_check CHECK (instalacao_inicio IS NULL OR instalacao_fim >= instalacao_inicio);

-- The utilities only (model mobilizacaoConcessionaria): a simple view PostgreSQL writes through;
-- a new row is a concessionária and the check option refuses any other kind.
CREATE VIEW mobilizacao_concessionaria AS
SELECT id, nome, tipo, codigo, convenio, layout, taxa_percentual, tarifa_fixa, instalacao_inicio, instalacao_fim, ativo, criado_em, atualizado_em
FROM mobilizacao_forma_cobranca WHERE tipo = 'concessionaria'
WITH CHECK OPTION;
ALTER VIEW mobilizacao_concessionaria ALTER COLUMN tipo SET DEFAULT 'concessionaria';
ALTER VIEW mobilizacao_concessionaria ALTER COLUMN layout SET DEFAULT 'FEBRABAN150';

-- A utility's return file: who sent it, its state (processando until the job ends, then
-- processado or falhou) and its totals; its bytes and their digest in the table after it.
CREATE TABLE mobilizacao_retorno_concessionaria (
  id                 serial PRIMARY KEY,
  unidade_id         integer NOT NULL REFERENCES unidade(id),
  forma_cobranca_id  integer NOT NULL REFERENCES mobilizacao_forma_cobranca(id),
  nome_arquivo       text NOT NULL CHECK (length(nome_arquivo) BETWEEN 1 AND 255),
  situacao           text NOT NULL DEFAULT 'processando' CHECK (situacao IN ('processando', 'processado', 'falhou')),
  registros          integer NOT NULL DEFAULT 0,
  aplicados          integer NOT NULL DEFAULT 0,
  pendentes          integer NOT NULL DEFAULT 0,
  valor_bruto        numeric(14,2) NOT NULL DEFAULT 0,
  valor_liquido      numeric(14,2) NOT NULL DEFAULT 0,
  mensagem           text CHECK (length(mensagem) <= 500),
  enviado_por        integer REFERENCES usuario(id),
  enviado_em         timestamptz NOT NULL DEFAULT now(),
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now()
);

-- The file's bytes as sent, for the job, and their SHA-256: the same file twice for a utility is refused.
CREATE TABLE mobilizacao_retorno_concessionaria_arquivo (
  retorno_id         integer PRIMARY KEY REFERENCES mobilizacao_retorno_concessionaria(id) ON DELETE CASCADE,
  forma_cobranca_id  integer NOT NULL REFERENCES mobilizacao_forma_cobranca(id),
  resumo_sha256      text NOT NULL CHECK (resumo_sha256 ~ '^[0-9a-f]{64}$'),
  conteudo           bytea NOT NULL,
  UNIQUE (forma_cobranca_id, resumo_sha256)
);

-- Each G record of a return and what it did: aplicado (a gift received net of the fees), or
-- sem_consentimento / ambiguo (no donor, or more than one, has the installation: a person resolves
-- it), or ja_aplicado (the same bill in an earlier file).
CREATE TABLE mobilizacao_retorno_concessionaria_registro (
  id                 integer PRIMARY KEY DEFAULT nextval('item_de_lista_id_seq'),
  unidade_id         integer NOT NULL REFERENCES unidade(id),
  retorno_id         integer NOT NULL REFERENCES mobilizacao_retorno_concessionaria(id) ON DELETE CASCADE,
  ordem              integer NOT NULL DEFAULT 0,
  linha              integer NOT NULL,
  codigo_de_barras   text NOT NULL,
  instalacao         text NOT NULL,
  data_pagamento     date,
  valor_bruto        numeric(14,2) NOT NULL,
  taxa               numeric(14,2) NOT NULL DEFAULT 0,
  tarifa             numeric(14,2) NOT NULL DEFAULT 0,
  valor_liquido      numeric(14,2) NOT NULL DEFAULT 0,
  pessoa_id          integer REFERENCES pessoa(id),
  doacao_id          integer REFERENCES doacao(id),
  resultado          text NOT NULL CHECK (resultado IN ('aplicado', 'sem_consentimento', 'ambiguo', 'ja_aplicado')),
  descricao          text NOT NULL,
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mobilizacao_retorno_concessionaria_registro_retorno ON mobilizacao_retorno_concessionaria_registro (retorno_id, ordem);
CREATE INDEX mobilizacao_retorno_concessionaria_registro_barras ON mobilizacao_retorno_concessionaria_registro (codigo_de_barras, data_pagamento) WHERE resultado = 'aplicado';

-- The consent's evidence files (the form's attachments); the evidence text stays required.
ALTER TABLE mobilizacao_consentimento ADD COLUMN anexos jsonb;
