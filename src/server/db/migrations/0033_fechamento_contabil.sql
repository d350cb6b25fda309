-- Issue 17: the accounting lock date (Contabilidade › Fechamento). Every finance or accounting
-- write whose posting date (a baixa's payment date, a título's competence, a transfer's date,
-- an estorno's date, a manual entry's date) falls on or before the lock date is refused with a
-- 422 (src/server/modules/financeiro/fechamento/trava.ts).
--
-- The lock is the institution's, not a unit's: the books (the accounting chart, the entries,
-- the year-end closing) are one set for the whole institution, so closing a month closes it in
-- every unit. Each change is a row of its own and none is ever updated or deleted: a closing
-- moves the date forward, a reopening moves it back (its reason is required). The lock in force
-- is the data_fechamento of the latest row (by id); no row, or a latest row with a null date
-- (everything reopened), means nothing is closed.

CREATE TABLE fechamento_contabil (
  id              serial PRIMARY KEY,
  data_fechamento date,
  operacao        text NOT NULL CHECK (operacao IN ('FECHAMENTO', 'REABERTURA')),
  motivo          text CHECK (motivo IS NULL OR length(motivo) <= 500),
  usuario_id      integer REFERENCES usuario(id),
  criado_em       timestamptz NOT NULL DEFAULT now(),
  CHECK (operacao = 'REABERTURA' OR data_fechamento IS NOT NULL),
  CHECK (operacao = 'FECHAMENTO' OR length(btrim(motivo)) > 0)
);
