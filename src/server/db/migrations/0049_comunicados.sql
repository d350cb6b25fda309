-- Issue 20: announcements (comunicados). One announcement to everyone, to units, to sectors or to
-- permission groups, published at a moment (now or later) and shown through its expiry day;
-- pinned ones first; some ask each reader to confirm the reading. Who it reaches is decided when
-- read (the audience rows against the user's units, sectors and groups then), so a user who joins
-- a sector later sees what is still in force there. The rules are src/shared/comunicados/; the
-- module is src/server/modules/comunicados/.

-- A sector's members (core): [{id}] of usuario, chosen in configuracoes/setores (the engine's
-- list of references). IF NOT EXISTS because another family of the same issue may bring them.
ALTER TABLE setor ADD COLUMN IF NOT EXISTS membros jsonb;
CREATE INDEX IF NOT EXISTS setor_membros ON setor USING gin (membros jsonb_path_ops);

-- unidades, setores and grupos are the form's choices ([{id}], the engine's lists of references);
-- comunicado_alvo holds the same, one row each, for the reader's query. anunciado_em is when the
-- live notice went out (the publication job sends each announcement once).
CREATE TABLE comunicado (
  id                 serial PRIMARY KEY,
  titulo             text NOT NULL CHECK (length(titulo) BETWEEN 1 AND 150),
  texto              text NOT NULL CHECK (length(texto) BETWEEN 1 AND 20000),
  alcance            text NOT NULL DEFAULT 'TODOS' CHECK (alcance IN ('TODOS', 'UNIDADES', 'SETORES', 'GRUPOS')),
  unidades           jsonb,
  setores            jsonb,
  grupos             jsonb,
  publicar_em        timestamptz NOT NULL,
  expira_em          date,
  fixado             boolean NOT NULL DEFAULT false,
  exige_confirmacao  boolean NOT NULL DEFAULT false,
  anexos             jsonb,
  autor_id           integer REFERENCES usuario(id),
  anunciado_em       timestamptz,
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comunicado_publicacao ON comunicado (publicar_em DESC);
CREATE INDEX comunicado_a_anunciar ON comunicado (publicar_em) WHERE anunciado_em IS NULL;

-- One row per unit, sector or group the announcement is addressed to (none: everyone).
CREATE TABLE comunicado_alvo (
  comunicado_id integer NOT NULL REFERENCES comunicado(id) ON DELETE CASCADE,
  unidade_id    integer REFERENCES unidade(id) ON DELETE CASCADE,
  setor_id      integer REFERENCES setor(id) ON DELETE CASCADE,
  grupo_id      integer REFERENCES grupo_permissao(id) ON DELETE CASCADE,
  CHECK (num_nonnulls(unidade_id, setor_id, grupo_id) = 1)
);
CREATE INDEX comunicado_alvo_comunicado ON comunicado_alvo (comunicado_id);

-- Each reader's first opening and, when asked, their confirmation; id names the row in the
-- writers' list of readings (vw_comunicado_leitura).
CREATE TABLE comunicado_leitura (
  id             serial UNIQUE,
  comunicado_id  integer NOT NULL REFERENCES comunicado(id) ON DELETE CASCADE,
  usuario_id     integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  lido_em        timestamptz NOT NULL,
  confirmado_em  timestamptz,
  PRIMARY KEY (comunicado_id, usuario_id)
);
CREATE INDEX comunicado_leitura_usuario ON comunicado_leitura (usuario_id);

-- The writers' list of who read and who confirmed (screens/comunicados/leituras.json).
CREATE VIEW vw_comunicado_leitura AS
  SELECT l.id, l.comunicado_id, l.usuario_id, l.lido_em, l.confirmado_em, l.confirmado_em IS NOT NULL AS confirmado
  FROM comunicado_leitura l;
