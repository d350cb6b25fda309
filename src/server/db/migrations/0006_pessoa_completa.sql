-- The complete people and supplier register (issue 5): every field of the person form, its
-- lists (groups, languages, degrees, benefits, attachments), a per-unit code counter and the
-- indexes of the list's filter at a million people (scripts/bench-pessoas.ts measures them).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The configuration tables the form references, in the shape the generic engine gives a
-- model's table (resources/colunas-esperadas.ts), so that pessoa can reference them before
-- the first start syncs the models' tables. Where a start already created them, nothing changes.
DO $$
DECLARE
  tabela text;
BEGIN
  FOREACH tabela IN ARRAY ARRAY['r_situacao_pessoa', 'r_grupo_pessoa', 'r_cargo', 'r_funcao', 'r_profissao', 'r_idioma',
    'r_formacao_academica', 'r_beneficio', 'r_forma_entrada', 'r_tipo_anexo'] LOOP
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I (
      id            serial PRIMARY KEY,
      ativo         boolean NOT NULL DEFAULT true,
      criado_em     timestamptz NOT NULL DEFAULT now(),
      atualizado_em timestamptz NOT NULL DEFAULT now(),
      descricao     text)', tabela);
  END LOOP;
END $$;

-- cpf is stored as its 11 digits, cnpj as its 14 characters uppercased (alphanumeric CNPJ
-- too), phones and the CEP as digits. The generated columns feed the filter: nome_ordenacao
-- is the list's order (accent- and case-free: the cluster's collation is C), busca what `q`
-- searches (name, e-mails, documents), emails what the e-mail filter searches, contatos what
-- numeroContato searches.
ALTER TABLE pessoa
  ADD COLUMN situacao_id                   integer REFERENCES r_situacao_pessoa(id),
  ADD COLUMN telefone_comercial            text,
  ADD COLUMN celular2                      text,
  ADD COLUMN celular3                      text,
  ADD COLUMN whatsapp                      text,
  ADD COLUMN facebook                      text,
  ADD COLUMN cep                           text,
  ADD COLUMN logradouro                    text,
  ADD COLUMN numero                        text,
  ADD COLUMN complemento                   text,
  ADD COLUMN bairro                        text,
  ADD COLUMN data_entrada_instituicao      date,
  ADD COLUMN data_saida_instituicao        date,
  ADD COLUMN forma_entrada_id              integer REFERENCES r_forma_entrada(id),
  ADD COLUMN cargo_id                      integer REFERENCES r_cargo(id),
  ADD COLUMN funcao_id                     integer REFERENCES r_funcao(id),
  ADD COLUMN profissao_id                  integer REFERENCES r_profissao(id),
  ADD COLUMN observacao                    text,
  ADD COLUMN foto_arquivo_id               integer REFERENCES arquivo(id),
  ADD COLUMN origem_cadastro_portal_doacao boolean NOT NULL DEFAULT false,
  ADD COLUMN atualizado_em                 timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN nome_ordenacao text GENERATED ALWAYS AS (lower(f_unaccent(nome))) STORED,
  ADD COLUMN busca text GENERATED ALWAYS AS (
    lower(f_unaccent(nome)) || ' ' || lower(coalesce(email_principal, '')) || ' ' || lower(coalesce(email_secundario, ''))
    || ' ' || coalesce(cpf, '') || ' ' || lower(coalesce(cnpj, ''))) STORED,
  ADD COLUMN emails text GENERATED ALWAYS AS (lower(coalesce(email_principal, '') || ' ' || coalesce(email_secundario, ''))) STORED,
  ADD COLUMN contatos text GENERATED ALWAYS AS (
    coalesce(telefone, '') || ' ' || coalesce(telefone_comercial, '') || ' ' || coalesce(celular, '') || ' '
    || coalesce(celular2, '') || ' ' || coalesce(celular3, '') || ' ' || coalesce(whatsapp, '')) STORED;

-- The next code of each unit. Taking one locks the unit's row until the transaction ends, so
-- two concurrent saves never get the same code (UNIQUE (unidade_id, codigo) stays the net).
CREATE TABLE pessoa_codigo (
  unidade_id integer PRIMARY KEY REFERENCES unidade(id),
  ultimo     integer NOT NULL
);
INSERT INTO pessoa_codigo (unidade_id, ultimo) SELECT unidade_id, max(codigo) FROM pessoa GROUP BY unidade_id;

CREATE TABLE pessoa_grupo (
  pessoa_id integer NOT NULL REFERENCES pessoa(id) ON DELETE CASCADE,
  grupo_id  integer NOT NULL REFERENCES r_grupo_pessoa(id),
  PRIMARY KEY (pessoa_id, grupo_id)
);
CREATE INDEX pessoa_grupo_grupo ON pessoa_grupo (grupo_id, pessoa_id);

CREATE TABLE pessoa_idioma (
  pessoa_id integer NOT NULL REFERENCES pessoa(id) ON DELETE CASCADE,
  idioma_id integer NOT NULL REFERENCES r_idioma(id),
  PRIMARY KEY (pessoa_id, idioma_id)
);

CREATE TABLE pessoa_formacao_academica (
  pessoa_id             integer NOT NULL REFERENCES pessoa(id) ON DELETE CASCADE,
  formacao_academica_id integer NOT NULL REFERENCES r_formacao_academica(id),
  PRIMARY KEY (pessoa_id, formacao_academica_id)
);

CREATE TABLE pessoa_beneficio (
  pessoa_id    integer NOT NULL REFERENCES pessoa(id) ON DELETE CASCADE,
  beneficio_id integer NOT NULL REFERENCES r_beneficio(id),
  PRIMARY KEY (pessoa_id, beneficio_id)
);

CREATE TABLE pessoa_anexo (
  id            serial PRIMARY KEY,
  pessoa_id     integer NOT NULL REFERENCES pessoa(id) ON DELETE CASCADE,
  arquivo_id    integer NOT NULL REFERENCES arquivo(id),
  tipo_anexo_id integer REFERENCES r_tipo_anexo(id),
  ordem         integer NOT NULL,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (pessoa_id, arquivo_id)
);
CREATE INDEX pessoa_anexo_arquivo ON pessoa_anexo (arquivo_id);

-- The filter (modules/pessoas/filtro-sql.ts). Equality filters get (unit, value, order) so the
-- first page of a common value is read in order; rare flags get partial indexes, which also
-- make the capped count cheap; text searches get trigram indexes.
DROP INDEX pessoa_unidade_nome;
-- busca and emails ride along, so a search's page and count scan the index alone, in order.
CREATE INDEX pessoa_lista ON pessoa (unidade_id, nome_ordenacao, id) INCLUDE (busca, emails) WHERE ativo;
CREATE INDEX pessoa_cidade ON pessoa (unidade_id, cidade_id, nome_ordenacao, id) WHERE ativo;
CREATE INDEX pessoa_situacao ON pessoa (unidade_id, situacao_id, nome_ordenacao, id) WHERE ativo;
CREATE INDEX pessoa_juridicas ON pessoa (unidade_id, nome_ordenacao, id) WHERE ativo AND papel_pessoa_juridica;
CREATE INDEX pessoa_fornecedores ON pessoa (unidade_id, nome_ordenacao, id) WHERE ativo AND fornecedor;
CREATE INDEX pessoa_portal_doacao ON pessoa (unidade_id, nome_ordenacao, id) WHERE ativo AND origem_cadastro_portal_doacao;
CREATE INDEX pessoa_busca ON pessoa USING gin (busca gin_trgm_ops);
CREATE INDEX pessoa_emails ON pessoa USING gin (emails gin_trgm_ops);
CREATE INDEX pessoa_contatos ON pessoa USING gin (contatos gin_trgm_ops);
-- Exact and prefix search of documents, and the duplicate check on save (which holds an
-- advisory lock per document, so two concurrent saves of one CPF cannot both pass).
CREATE INDEX pessoa_cpf ON pessoa (cpf text_pattern_ops) WHERE cpf IS NOT NULL;
CREATE INDEX pessoa_cnpj ON pessoa (cnpj text_pattern_ops) WHERE cnpj IS NOT NULL;
-- The map: an index-only range scan of the unit's coordinates.
CREATE INDEX pessoa_mapa ON pessoa (unidade_id, latitude, longitude, id) WHERE ativo AND latitude IS NOT NULL AND longitude IS NOT NULL;
