-- The people register (extended by the people-register module).

CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE TABLE pessoa (
  id                    serial PRIMARY KEY,
  unidade_id            integer NOT NULL REFERENCES unidade(id),
  codigo                integer NOT NULL,
  nome                  text NOT NULL,
  papel_pessoa_fisica   boolean NOT NULL DEFAULT false,
  papel_pessoa_juridica boolean NOT NULL DEFAULT false,
  fornecedor            boolean NOT NULL DEFAULT false,
  cpf                   text,
  cnpj                  text,
  rg                    text,
  data_nascimento       date,
  email_principal       text,
  email_secundario      text,
  telefone              text,
  celular               text,
  cidade_id             integer REFERENCES cidade(id),
  latitude              double precision,
  longitude             double precision,
  ativo                 boolean NOT NULL DEFAULT true,
  criado_em             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (unidade_id, codigo)
);
CREATE INDEX pessoa_unidade_nome ON pessoa (unidade_id, nome) WHERE ativo;
