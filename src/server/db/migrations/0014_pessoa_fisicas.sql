-- "Pessoas Físicas" (most of the register) in name order from an index of its own, as the
-- other role and origin boxes have had since 0006: the page and the capped count read the index
-- alone instead of every matching row of the table.
CREATE INDEX pessoa_fisicas ON pessoa (unidade_id, nome_ordenacao, id) WHERE ativo AND papel_pessoa_fisica;
