-- Core tables: institution, units, sectors, users, permission groups, sessions,
-- parameters, i18n, field configuration, files, states and municipalities, audit log.

CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TABLE instituicao (
  id          integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  nome        text NOT NULL,
  fuso_horario text NOT NULL DEFAULT 'America/Sao_Paulo'
);

CREATE TABLE unidade (
  id        serial PRIMARY KEY,
  nome      text NOT NULL,
  cnpj      text,
  ativo     boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE setor (
  id         serial PRIMARY KEY,
  unidade_id integer NOT NULL REFERENCES unidade(id),
  nome       text NOT NULL,
  ativo      boolean NOT NULL DEFAULT true
);

CREATE TABLE arquivo (
  id              serial PRIMARY KEY,
  nome_original   text NOT NULL,
  nome_armazenado text NOT NULL UNIQUE,
  tipo_mime       text NOT NULL,
  tamanho         integer NOT NULL,
  diretorio       text NOT NULL,
  criado_por      integer,
  criado_em       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE usuario (
  id              serial PRIMARY KEY,
  login           text NOT NULL,
  nome            text NOT NULL,
  email           text,
  senha_hash      text NOT NULL,
  ativo           boolean NOT NULL DEFAULT true,
  foto_arquivo_id integer REFERENCES arquivo(id),
  criado_em       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX usuario_login_unico ON usuario (lower(login));
CREATE INDEX usuario_email ON usuario (lower(email));

CREATE TABLE usuario_unidade (
  usuario_id integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  unidade_id integer NOT NULL REFERENCES unidade(id),
  PRIMARY KEY (usuario_id, unidade_id)
);

CREATE TABLE grupo_permissao (
  id        serial PRIMARY KEY,
  nome      text NOT NULL UNIQUE,
  descricao text
);

CREATE TABLE grupo_permissao_tag (
  grupo_id integer NOT NULL REFERENCES grupo_permissao(id) ON DELETE CASCADE,
  tag      text NOT NULL,
  PRIMARY KEY (grupo_id, tag)
);

CREATE TABLE usuario_grupo (
  usuario_id integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  grupo_id   integer NOT NULL REFERENCES grupo_permissao(id) ON DELETE CASCADE,
  PRIMARY KEY (usuario_id, grupo_id)
);

CREATE TABLE sessao (
  id            bigserial PRIMARY KEY,
  usuario_id    integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  token_hash    bytea NOT NULL UNIQUE,
  unidade_id    integer REFERENCES unidade(id),
  criada_em     timestamptz NOT NULL DEFAULT now(),
  ultimo_uso_em timestamptz NOT NULL DEFAULT now(),
  encerrada_em  timestamptz,
  endereco_ip   text
);
CREATE INDEX sessao_usuario ON sessao (usuario_id) WHERE encerrada_em IS NULL;

CREATE TABLE tentativa_login (
  id          bigserial PRIMARY KEY,
  login       text NOT NULL,
  endereco_ip text NOT NULL,
  criada_em   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tentativa_login_busca ON tentativa_login (lower(login), endereco_ip, criada_em);

CREATE TABLE token_recuperacao (
  id         bigserial PRIMARY KEY,
  usuario_id integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  criado_em  timestamptz NOT NULL DEFAULT now(),
  expira_em  timestamptz NOT NULL,
  usado_em   timestamptz
);

CREATE TABLE parametro (
  chave text PRIMARY KEY,
  valor jsonb NOT NULL
);

CREATE TABLE mensagem_i18n (
  locale text NOT NULL,
  chave  text NOT NULL,
  texto  text NOT NULL,
  PRIMARY KEY (locale, chave)
);

CREATE TABLE configuracao_campo (
  id          serial PRIMARY KEY,
  formulario  text NOT NULL,
  secao       text NOT NULL,
  input_name  text NOT NULL,
  visivel     boolean NOT NULL DEFAULT true,
  obrigatorio boolean NOT NULL DEFAULT false,
  UNIQUE (formulario, secao, input_name)
);

CREATE TABLE estado (
  id          serial PRIMARY KEY,
  uf          char(2) NOT NULL UNIQUE,
  nome        text NOT NULL,
  codigo_ibge integer NOT NULL UNIQUE
);

CREATE TABLE cidade (
  id          serial PRIMARY KEY,
  estado_id   integer NOT NULL REFERENCES estado(id),
  nome        text NOT NULL,
  codigo_ibge integer NOT NULL UNIQUE,
  latitude    double precision NOT NULL,
  longitude   double precision NOT NULL
);
CREATE INDEX cidade_estado ON cidade (estado_id);

CREATE TABLE email_saida (
  id         bigserial PRIMARY KEY,
  para       text NOT NULL,
  assunto    text NOT NULL,
  corpo      text NOT NULL,
  criado_em  timestamptz NOT NULL DEFAULT now(),
  enviado_em timestamptz,
  erro       text
);

CREATE TABLE auditoria (
  id          bigserial PRIMARY KEY,
  quando      timestamptz NOT NULL DEFAULT now(),
  usuario_id  integer REFERENCES usuario(id),
  unidade_id  integer REFERENCES unidade(id),
  entidade    text NOT NULL,
  entidade_id text NOT NULL,
  acao        text NOT NULL,
  alteracoes  jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX auditoria_entidade ON auditoria (entidade, entidade_id);
