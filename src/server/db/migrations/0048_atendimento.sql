-- Issue 20: the service desk (atendimento). Ticket types carry the SLA minutes per priority; the
-- calendar (working weekdays and hours, lunch break) is the settings screen
-- atendimento/configuracoes/parametro, kept by the engine in the table ajuste, and the holidays
-- are the finance core's one table (feriado, migration 0024) beside the national ones.
--
-- A ticket's SLA is computed from its history (src/shared/atendimento/sla.ts) at every change and
-- stored with it: the due dates and each target's state as of that change. Whether a running
-- target is late depends on the clock, so the view `atendimento` (which the engine reads and
-- writes, like receita) turns a running target past its due date into ATRASADO at read time.

CREATE TABLE atendimento_tipo (
  id                          serial PRIMARY KEY,
  descricao                   text NOT NULL CHECK (length(descricao) <= 120),
  primeira_resposta_baixa     integer NOT NULL DEFAULT 480 CHECK (primeira_resposta_baixa > 0),
  resolucao_baixa             integer NOT NULL DEFAULT 2700 CHECK (resolucao_baixa > 0),
  primeira_resposta_media     integer NOT NULL DEFAULT 240 CHECK (primeira_resposta_media > 0),
  resolucao_media             integer NOT NULL DEFAULT 1080 CHECK (resolucao_media > 0),
  primeira_resposta_alta      integer NOT NULL DEFAULT 60 CHECK (primeira_resposta_alta > 0),
  resolucao_alta              integer NOT NULL DEFAULT 480 CHECK (resolucao_alta > 0),
  primeira_resposta_urgente   integer NOT NULL DEFAULT 30 CHECK (primeira_resposta_urgente > 0),
  resolucao_urgente           integer NOT NULL DEFAULT 240 CHECK (resolucao_urgente > 0),
  ativo                       boolean NOT NULL DEFAULT true,
  criado_em                   timestamptz NOT NULL DEFAULT now(),
  atualizado_em               timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX atendimento_tipo_descricao ON atendimento_tipo (lower(descricao));

CREATE TABLE atendimento_chamado (
  id                      serial PRIMARY KEY,
  unidade_id              integer NOT NULL REFERENCES unidade(id),
  assunto                 text NOT NULL CHECK (length(assunto) <= 160),
  descricao               text CHECK (length(descricao) <= 4000),
  tipo_id                 integer NOT NULL REFERENCES atendimento_tipo(id),
  prioridade              text NOT NULL DEFAULT 'MEDIA' CHECK (prioridade IN ('BAIXA', 'MEDIA', 'ALTA', 'URGENTE')),
  solicitante_pessoa_id   integer REFERENCES pessoa(id),
  solicitante_usuario_id  integer REFERENCES usuario(id),
  setor_id                integer REFERENCES setor(id),
  grupo_id                integer REFERENCES grupo_permissao(id),
  responsavel_id          integer REFERENCES usuario(id),
  situacao                text NOT NULL DEFAULT 'ABERTO'
                          CHECK (situacao IN ('ABERTO', 'EM_ANDAMENTO', 'AGUARDANDO_SOLICITANTE', 'RESOLVIDO', 'FECHADO')),
  anexos                  jsonb,
  aberto_em               timestamptz NOT NULL DEFAULT now(),
  aberto_por_id           integer REFERENCES usuario(id),
  -- The SLA as of the last change (recomputed from the history, never counted up).
  prazo_primeira_resposta timestamptz,
  prazo_resolucao         timestamptz,
  primeira_resposta_em    timestamptz,
  resolvido_em            timestamptz,
  estado_primeira_resposta text NOT NULL DEFAULT 'NO_PRAZO'
                          CHECK (estado_primeira_resposta IN ('NO_PRAZO', 'ATRASADO', 'PAUSADO', 'CUMPRIDO', 'VIOLADO')),
  estado_resolucao        text NOT NULL DEFAULT 'NO_PRAZO'
                          CHECK (estado_resolucao IN ('NO_PRAZO', 'ATRASADO', 'PAUSADO', 'CUMPRIDO', 'VIOLADO')),
  ativo                   boolean NOT NULL DEFAULT true,
  criado_em               timestamptz NOT NULL DEFAULT now(),
  atualizado_em           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX atendimento_chamado_lista ON atendimento_chamado (unidade_id, situacao, aberto_em);
CREATE INDEX atendimento_chamado_responsavel ON atendimento_chamado (responsavel_id) WHERE situacao IN ('ABERTO', 'EM_ANDAMENTO', 'AGUARDANDO_SOLICITANTE');

-- The thread: replies the requester sees and the team's internal notes.
CREATE TABLE atendimento_mensagem (
  id              serial PRIMARY KEY,
  atendimento_id  integer NOT NULL REFERENCES atendimento_chamado(id) ON DELETE CASCADE,
  unidade_id      integer NOT NULL REFERENCES unidade(id),
  ordem           integer NOT NULL DEFAULT 0,
  texto           text NOT NULL CHECK (length(texto) <= 4000),
  interna         boolean NOT NULL DEFAULT false,
  autor_id        integer REFERENCES usuario(id),
  em              timestamptz NOT NULL DEFAULT now(),
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX atendimento_mensagem_do_atendimento ON atendimento_mensagem (atendimento_id, ordem);

-- Every change: who, when, which field, from, to (texts as the user saw them).
CREATE TABLE atendimento_historico (
  id              serial PRIMARY KEY,
  atendimento_id  integer NOT NULL REFERENCES atendimento_chamado(id) ON DELETE CASCADE,
  unidade_id      integer NOT NULL REFERENCES unidade(id),
  ordem           integer NOT NULL DEFAULT 0,
  -- The field's key (situacao, prioridade...) and its name as the user reads it.
  chave           text,
  campo           text NOT NULL,
  de              text,
  para            text,
  -- The stored value (the status, the priority) the SLA reads back; the texts above are for people.
  valor           text,
  usuario_id      integer REFERENCES usuario(id),
  em              timestamptz NOT NULL DEFAULT now(),
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX atendimento_historico_do_atendimento ON atendimento_historico (atendimento_id, em, id);

CREATE VIEW atendimento AS
  SELECT c.*,
    CASE WHEN c.estado_primeira_resposta = 'NO_PRAZO' AND c.prazo_primeira_resposta < now() THEN 'ATRASADO'
         ELSE c.estado_primeira_resposta END AS sla_primeira_resposta,
    CASE WHEN c.estado_resolucao = 'NO_PRAZO' AND c.prazo_resolucao < now() THEN 'ATRASADO'
         ELSE c.estado_resolucao END AS sla_resolucao,
    (c.estado_primeira_resposta = 'ATRASADO' OR c.estado_resolucao = 'ATRASADO'
      OR (c.estado_primeira_resposta = 'NO_PRAZO' AND c.prazo_primeira_resposta < now())
      OR (c.estado_resolucao = 'NO_PRAZO' AND c.prazo_resolucao < now())) AS atrasado
  FROM atendimento_chamado AS c;
