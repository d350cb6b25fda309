-- Issue 22, collection fees as an expense: a collection method names the expense category of its
-- fees (a bank's fee on entries and liquidations, a utility's percentage and fixed fee per gift).
-- With it, applying a return books the fees of the file as one despesa per credit date, already
-- paid from the account the gifts were received in, and the receivables are paid gross; without
-- it, a bank's fee stays on the charge only and a utility's fees stay the baixa's discount, and
-- the return keeps why. Module: src/server/modules/mobilizacao/tarifas/.

ALTER TABLE mobilizacao_forma_cobranca ADD COLUMN categoria_tarifa_id integer REFERENCES categoria(id);

-- The utilities' view (0057) is recreated to show the new column.
DROP VIEW mobilizacao_concessionaria;
CREATE VIEW mobilizacao_concessionaria AS
SELECT id, nome, tipo, codigo, convenio, layout, taxa_percentual, tarifa_fixa, instalacao_inicio, instalacao_fim, categoria_tarifa_id, ativo, criado_em, atualizado_em
FROM mobilizacao_forma_cobranca WHERE tipo = 'concessionaria'
WITH CHECK OPTION;
ALTER VIEW mobilizacao_concessionaria ALTER COLUMN tipo SET DEFAULT 'concessionaria';
ALTER VIEW mobilizacao_concessionaria ALTER COLUMN layout SET DEFAULT 'FEBRABAN150';

-- What a return did with its fees: their total, and why they were not booked (null when booked or none).
ALTER TABLE mobilizacao_retorno
  ADD COLUMN tarifas        numeric(14,2) NOT NULL DEFAULT 0 CHECK (tarifas >= 0),
  ADD COLUMN tarifas_motivo text CHECK (length(tarifas_motivo) <= 300);
ALTER TABLE mobilizacao_retorno_concessionaria
  ADD COLUMN tarifas        numeric(14,2) NOT NULL DEFAULT 0 CHECK (tarifas >= 0),
  ADD COLUMN tarifas_motivo text CHECK (length(tarifas_motivo) <= 300);

-- Each fee despesa booked, linked to its return (a bank's or a utility's) and credit date: one per
-- return and date, so nothing of a file is booked twice.
CREATE TABLE mobilizacao_tarifa_despesa (
  id                        serial PRIMARY KEY,
  unidade_id                integer NOT NULL REFERENCES unidade(id),
  retorno_id                integer REFERENCES mobilizacao_retorno(id),
  retorno_concessionaria_id integer REFERENCES mobilizacao_retorno_concessionaria(id),
  data                      date NOT NULL,
  valor                     numeric(14,2) NOT NULL CHECK (valor > 0),
  registros                 integer NOT NULL CHECK (registros > 0),
  titulo_id                 integer NOT NULL REFERENCES titulo(id),
  criado_em                 timestamptz NOT NULL DEFAULT now(),
  CHECK ((retorno_id IS NULL) <> (retorno_concessionaria_id IS NULL)),
  UNIQUE (retorno_id, data),
  UNIQUE (retorno_concessionaria_id, data)
);
CREATE INDEX mobilizacao_tarifa_despesa_titulo ON mobilizacao_tarifa_despesa (titulo_id);
