-- A break group's schedules move from the jsonb list grupo_intervalo.horarios to a child table of
-- the generic engine (x-filhos, schemas/grupoIntervaloHorario.json): one row per schedule, in the
-- group's unit, at its position in the list. Each keeps its id (an interval's
-- grupo_intervalo_horario_id points at it), and new ones take theirs from the same sequence, so
-- ids stay unique across the old and the new rows.
CREATE TABLE grupo_intervalo_horario (
  id                  integer PRIMARY KEY DEFAULT nextval('item_de_lista_id_seq'),
  grupo_intervalo_id  integer NOT NULL REFERENCES grupo_intervalo(id) ON DELETE CASCADE,
  unidade_id          integer NOT NULL REFERENCES unidade(id),
  ordem               integer NOT NULL DEFAULT 0,
  dias_semana         jsonb,
  inicio              text,
  fim                 text,
  duracao_maxima_min  integer,
  ativo               boolean NOT NULL DEFAULT true,
  criado_em           timestamptz NOT NULL DEFAULT now(),
  atualizado_em       timestamptz NOT NULL DEFAULT now()
);

INSERT INTO grupo_intervalo_horario (id, grupo_intervalo_id, unidade_id, ordem, dias_semana, inicio, fim, duracao_maxima_min)
SELECT (h.item->>'id')::int, g.id, g.unidade_id, h.posicao - 1, h.item->'diasSemana', h.item->>'inicio', h.item->>'fim', (h.item->>'duracaoMaximaMin')::int
FROM grupo_intervalo AS g
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(g.horarios) = 'array' THEN g.horarios ELSE '[]'::jsonb END) WITH ORDINALITY AS h(item, posicao)
WHERE jsonb_typeof(h.item) = 'object' AND (h.item->>'id') ~ '^[0-9]{1,9}$';

DROP INDEX grupo_intervalo_horarios;
ALTER TABLE grupo_intervalo DROP COLUMN horarios;

CREATE INDEX grupo_intervalo_horario_grupo ON grupo_intervalo_horario (grupo_intervalo_id, ordem);
-- The announcer's round: the schedules on a weekday.
CREATE INDEX grupo_intervalo_horario_dias ON grupo_intervalo_horario USING gin (dias_semana jsonb_path_ops);
