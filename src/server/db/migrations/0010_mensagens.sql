-- Internal messages between users and notices (avisos) with read receipts.
-- The limits are repeated in src/shared/api/mensagens.ts and avisos.ts, where the rules and
-- their pt-BR messages live; the CHECKs are the last guard.

-- A message is a draft until `enviada_em` is set. `conversa_id` is the id of the conversation's
-- first message (its own id for a first message); a reply points at the message it answers.
CREATE TABLE mensagem (
  id                  serial PRIMARY KEY,
  conversa_id         integer NOT NULL REFERENCES mensagem(id) ON DELETE CASCADE,
  resposta_a          integer REFERENCES mensagem(id) ON DELETE SET NULL,
  remetente_id        integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  assunto             text NOT NULL DEFAULT '' CHECK (char_length(assunto) <= 200),
  corpo               text NOT NULL DEFAULT '' CHECK (char_length(corpo) <= 10000),
  criada_em           timestamptz NOT NULL DEFAULT now(),
  atualizada_em       timestamptz NOT NULL DEFAULT now(),
  enviada_em          timestamptz,
  -- The sender removed it from their sent messages; recipients keep theirs.
  excluida_pelo_remetente_em timestamptz,
  -- What the search (q) reads: subject and body, lowercased and without accents.
  busca               text GENERATED ALWAYS AS (lower(f_unaccent(assunto || ' ' || corpo))) STORED
);
CREATE INDEX mensagem_conversa ON mensagem (conversa_id, enviada_em);
CREATE INDEX mensagem_enviadas ON mensagem (remetente_id, enviada_em DESC) WHERE enviada_em IS NOT NULL;
CREATE INDEX mensagem_rascunhos ON mensagem (remetente_id, atualizada_em DESC) WHERE enviada_em IS NULL;
CREATE INDEX mensagem_busca ON mensagem USING gin (busca gin_trgm_ops);

-- One recipient of one message: their own read mark and their own deletion. A draft's
-- recipients are kept here too; nobody sees a draft but its sender.
CREATE TABLE mensagem_destinatario (
  mensagem_id integer NOT NULL REFERENCES mensagem(id) ON DELETE CASCADE,
  usuario_id  integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  ordem       smallint NOT NULL DEFAULT 0,
  lida_em     timestamptz,
  excluida_em timestamptz,
  PRIMARY KEY (mensagem_id, usuario_id)
);
CREATE INDEX mensagem_destinatario_caixa ON mensagem_destinatario (usuario_id, mensagem_id DESC) WHERE excluida_em IS NULL;
CREATE INDEX mensagem_destinatario_nao_lidas ON mensagem_destinatario (usuario_id) WHERE lida_em IS NULL AND excluida_em IS NULL;

-- Files (uploaded through POST /api/arquivos by the sender) attached to a message.
CREATE TABLE mensagem_anexo (
  mensagem_id integer NOT NULL REFERENCES mensagem(id) ON DELETE CASCADE,
  arquivo_id  integer NOT NULL REFERENCES arquivo(id),
  ordem       smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (mensagem_id, arquivo_id)
);

-- A notice published to all users, to units or to chosen users. Its recipients are fixed when
-- it is published (aviso_destinatario), so "read by N of M" does not move when people change units.
CREATE TABLE aviso (
  id             serial PRIMARY KEY,
  titulo         text NOT NULL CHECK (char_length(titulo) BETWEEN 1 AND 150),
  texto          text NOT NULL CHECK (char_length(texto) BETWEEN 1 AND 5000),
  alcance        text NOT NULL CHECK (alcance IN ('TODOS', 'UNIDADES', 'USUARIOS')),
  publicado_por  integer NOT NULL REFERENCES usuario(id),
  publicado_em   timestamptz NOT NULL DEFAULT now(),
  expira_em      timestamptz,
  CHECK (expira_em IS NULL OR expira_em > publicado_em)
);
CREATE INDEX aviso_publicado_em ON aviso (publicado_em DESC);

-- The units a notice was addressed to (alcance UNIDADES), for what the publisher sees.
CREATE TABLE aviso_unidade (
  aviso_id   integer NOT NULL REFERENCES aviso(id) ON DELETE CASCADE,
  unidade_id integer NOT NULL REFERENCES unidade(id),
  PRIMARY KEY (aviso_id, unidade_id)
);

-- One recipient of a notice and the read receipt: when they first opened it.
CREATE TABLE aviso_destinatario (
  aviso_id   integer NOT NULL REFERENCES aviso(id) ON DELETE CASCADE,
  usuario_id integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  lido_em    timestamptz,
  PRIMARY KEY (aviso_id, usuario_id)
);
CREATE INDEX aviso_destinatario_usuario ON aviso_destinatario (usuario_id, aviso_id DESC);
