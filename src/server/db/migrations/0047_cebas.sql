-- Issue 20: the CEBAS education calculators. Each saved simulation of a year is a row of the unit
-- of the session that saved it, with the counts entered (entrada, as checked by
-- src/shared/cebas/entrada.ts) and the result the server recomputed (src/shared/cebas/calculadoras.ts):
-- required full-equivalents, the minimum of full ones, the granted full-equivalents (one decimal:
-- 1,2 and 1,4 weights) and whether the rule is met. The statistics read the latest simulation of
-- each year and unit.

CREATE TABLE cebas_simulacao (
  id                        serial PRIMARY KEY,
  unidade_id                integer NOT NULL REFERENCES unidade(id),
  tipo                      text NOT NULL CHECK (tipo IN ('superior', 'basica', 'basicamista', 'basicagratuita')),
  ano                       integer NOT NULL CHECK (ano BETWEEN 2000 AND 2100),
  entrada                   jsonb NOT NULL,
  bolsas_exigidas           integer NOT NULL CHECK (bolsas_exigidas >= 0),
  bolsas_integrais_minimas  integer NOT NULL CHECK (bolsas_integrais_minimas >= 0),
  bolsas_concedidas         numeric(12, 1) NOT NULL CHECK (bolsas_concedidas >= 0),
  bolsas_integrais_concedidas integer NOT NULL CHECK (bolsas_integrais_concedidas >= 0),
  atende                    boolean NOT NULL,
  usuario_id                integer REFERENCES usuario(id) ON DELETE SET NULL,
  criado_em                 timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX cebas_simulacao_por_ano ON cebas_simulacao (tipo, unidade_id, ano, criado_em DESC, id DESC);
