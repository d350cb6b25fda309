-- Issue 22: a colaboração charged by débito automático carries the donor's bank account — the
-- agency and the account the FEBRABAN 150 débito record (E) asks for, which the bank debits.
-- The fundraising view over the table (0054) is recreated to show the new columns.
ALTER TABLE colaboracao
  ADD COLUMN debito_agencia text CHECK (debito_agencia ~ '^[0-9]{1,4}$'),
  ADD COLUMN debito_conta   text CHECK (debito_conta ~ '^[0-9]{1,13}[0-9Xx]?$');

DROP VIEW colaboracao_mobilizacao;
CREATE VIEW colaboracao_mobilizacao AS SELECT * FROM colaboracao;
