-- The ids the generic engine gives the items of a list property whose items carry a read-only
-- integer id (resources/ids-dos-itens.ts), such as a break group's schedules: one sequence for
-- every such list, so an item's id is unique across records and survives edits.
CREATE SEQUENCE item_de_lista_id_seq;

-- Break-interval registration. Types and groups are configured through engine screens
-- (schemas/tipoIntervalo.json, schemas/grupoIntervalo.json describe these tables); the
-- intervals themselves are the registrointervalo module's.

CREATE TABLE tipo_intervalo (
  id            serial PRIMARY KEY,
  unidade_id    integer NOT NULL REFERENCES unidade(id),
  descricao     text NOT NULL,
  ativo         boolean NOT NULL DEFAULT true,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

-- membros [{id}] of usuario, tipos [{id}] of tipo_intervalo, horarios
-- [{id, diasSemana, inicio, fim, duracaoMaximaMin}] with inicio/fim 'HH:mm' in the institution's time zone.
CREATE TABLE grupo_intervalo (
  id            serial PRIMARY KEY,
  unidade_id    integer NOT NULL REFERENCES unidade(id),
  descricao     text NOT NULL,
  ativo         boolean NOT NULL DEFAULT true,
  membros       jsonb,
  tipos         jsonb,
  horarios      jsonb,
  criado_em     timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX grupo_intervalo_membros ON grupo_intervalo USING gin (membros jsonb_path_ops);
CREATE INDEX grupo_intervalo_horarios ON grupo_intervalo USING gin (horarios jsonb_path_ops);

-- One user's break in one window of one day: LIBERADO when the notice is registered,
-- EM_ANDAMENTO once started, ENCERRADO with its duration once ended. The schedule's maximum
-- is copied, so a later change of the schedule does not rewrite what was flagged.
CREATE TABLE intervalo (
  id                          serial PRIMARY KEY,
  usuario_id                  integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  unidade_id                  integer NOT NULL REFERENCES unidade(id),
  grupo_intervalo_id          integer NOT NULL REFERENCES grupo_intervalo(id),
  grupo_intervalo_horario_id  integer NOT NULL,
  tipo_intervalo_id           integer REFERENCES tipo_intervalo(id),
  data                        date NOT NULL,
  estado                      text NOT NULL DEFAULT 'LIBERADO' CHECK (estado IN ('LIBERADO', 'EM_ANDAMENTO', 'ENCERRADO')),
  liberado_em                 timestamptz NOT NULL DEFAULT now(),
  iniciado_em                 timestamptz,
  encerrado_em                timestamptz,
  duracao_s                   integer CHECK (duracao_s >= 0),
  duracao_maxima_min          integer NOT NULL CHECK (duracao_maxima_min > 0),
  excedido                    boolean NOT NULL DEFAULT false,
  UNIQUE (usuario_id, grupo_intervalo_horario_id, data),
  CHECK (estado = 'LIBERADO' OR (iniciado_em IS NOT NULL AND tipo_intervalo_id IS NOT NULL)),
  CHECK (estado <> 'ENCERRADO' OR (encerrado_em IS NOT NULL AND duracao_s IS NOT NULL))
);
-- A user has at most one break in progress.
CREATE UNIQUE INDEX intervalo_em_andamento ON intervalo (usuario_id) WHERE estado = 'EM_ANDAMENTO';
CREATE INDEX intervalo_usuario_data ON intervalo (usuario_id, data DESC);
CREATE INDEX intervalo_unidade_data ON intervalo (unidade_id, data);

-- The windows already announced, so that of several server processes only one sends the
-- "interval open" notice of a schedule on a day.
CREATE TABLE intervalo_anuncio (
  grupo_intervalo_horario_id integer NOT NULL,
  data                       date NOT NULL,
  anunciado_em               timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (grupo_intervalo_horario_id, data)
);
