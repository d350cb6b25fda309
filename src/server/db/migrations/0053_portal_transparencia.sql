-- Issue 21: the transparency portal (MROSC, Lei 13.019/2014 art. 11; Decreto 7.724/2012 art. 63).
-- transparencia_item is what the institution publishes (statutes, board, partnerships, financial
-- statements, activity reports, the CEBAS certificate, amounts received by source), each public
-- from publicado_em; a partnership's item names its project, whose MROSC terms (0038) it shows
-- and whose final accountability report ends it 180 days later (src/shared/portaltransparencia).
-- portal_carrossel and portal_diretoria are the institution pages' images and board with terms;
-- portal_anexo, documents the portal links to. The portal's texts are settings (table ajuste).
-- Addresses are http(s) or, for images, a path on this server: the module's hooks check them.

CREATE TABLE transparencia_item (
  id            serial PRIMARY KEY,
  tipo          text NOT NULL CHECK (tipo IN ('ESTATUTO', 'DIRETORIA', 'PARCERIA', 'DEMONSTRACAO_FINANCEIRA',
                                              'RELATORIO_ATIVIDADES', 'CERTIFICADO_CEBAS', 'RECEITAS_POR_FONTE')),
  titulo        text NOT NULL CHECK (length(titulo) BETWEEN 1 AND 160),
  descricao     text CHECK (length(descricao) <= 4000),
  projeto_id    integer REFERENCES projeto(id),
  arquivo_url   text CHECK (length(arquivo_url) <= 500),
  publicado_em  date,
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  CHECK (tipo <> 'PARCERIA' OR projeto_id IS NOT NULL)
);
CREATE INDEX transparencia_item_publicado ON transparencia_item (publicado_em) WHERE ativo;

CREATE TABLE portal_carrossel (
  id            serial PRIMARY KEY,
  imagem_url    text NOT NULL CHECK (length(imagem_url) <= 500),
  legenda       text NOT NULL CHECK (length(legenda) BETWEEN 1 AND 160),
  posicao       integer NOT NULL DEFAULT 1 CHECK (posicao BETWEEN 1 AND 99),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE portal_diretoria (
  id             serial PRIMARY KEY,
  nome           text NOT NULL CHECK (length(nome) BETWEEN 1 AND 120),
  cargo          text NOT NULL CHECK (length(cargo) BETWEEN 1 AND 80),
  mandato_inicio date,
  mandato_fim    date,
  ativo          boolean NOT NULL DEFAULT true,
  criado_em      timestamptz NOT NULL DEFAULT now(),
  atualizado_em  timestamptz NOT NULL DEFAULT now(),
  CHECK (mandato_fim IS NULL OR mandato_inicio IS NULL OR mandato_fim >= mandato_inicio)
);

CREATE TABLE portal_anexo (
  id            serial PRIMARY KEY,
  descricao     text NOT NULL CHECK (length(descricao) BETWEEN 1 AND 160),
  arquivo_url   text NOT NULL CHECK (length(arquivo_url) <= 500),
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
