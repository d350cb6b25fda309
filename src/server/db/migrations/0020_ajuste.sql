-- The values of the settings screens the engine serves (descriptor configuracao: true): one row
-- per stored setting, the institution's (unidade_id null) or a unit's. A setting without a row
-- is at its default, the model's; "Restaurar padrão" deletes the row.
CREATE TABLE ajuste (
  modelo text NOT NULL,
  unidade_id integer REFERENCES unidade(id) ON DELETE CASCADE,
  campo text NOT NULL,
  valor jsonb NOT NULL,
  alterado_em timestamptz NOT NULL DEFAULT now(),
  alterado_por integer REFERENCES usuario(id) ON DELETE SET NULL,
  CONSTRAINT ajuste_chave UNIQUE NULLS NOT DISTINCT (modelo, unidade_id, campo)
);
