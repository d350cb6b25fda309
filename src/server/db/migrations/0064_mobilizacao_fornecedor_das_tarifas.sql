-- Issue 22, collection fees as an expense: a collection method also names who charges its fees
-- (the bank, the utility company), a person of the register. The despesa each return books for
-- its fees is then that supplier's, as any other expense is, and an auditor reads whose fees they
-- were. Without it the despesa has no supplier, as before. Module: src/server/modules/mobilizacao/tarifas/.

ALTER TABLE mobilizacao_forma_cobranca ADD COLUMN fornecedor_tarifa_id integer REFERENCES pessoa(id);

-- The utilities' view (0062) is recreated to show the new column.
DROP VIEW mobilizacao_concessionaria;
CREATE VIEW mobilizacao_concessionaria AS
SELECT id, nome, tipo, codigo, convenio, layout, taxa_percentual, tarifa_fixa, instalacao_inicio, instalacao_fim, categoria_tarifa_id, fornecedor_tarifa_id, ativo, criado_em, atualizado_em
FROM mobilizacao_forma_cobranca WHERE tipo = 'concessionaria'
WITH CHECK OPTION;
ALTER VIEW mobilizacao_concessionaria ALTER COLUMN tipo SET DEFAULT 'concessionaria';
ALTER VIEW mobilizacao_concessionaria ALTER COLUMN layout SET DEFAULT 'FEBRABAN150';
