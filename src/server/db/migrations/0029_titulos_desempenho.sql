-- The títulos' lists at a million títulos (scripts/bench-financeiro.ts measures them): the
-- summary bar's sums read from one covering index (an index-only scan of the unit's títulos of a
-- tipo, situação and next due date included for its conditions and `vencido`), the value range
-- counted in an index of its own, and the search's contains (f_unaccent ILIKE '%...%') served by
-- trigram indexes on the títulos' description and document and on the people's names (the
-- engine searches a referenced record's column in its own table, sql-do-recurso.ts).

CREATE INDEX titulo_resumo ON titulo (unidade_id, tipo, situacao, proximo_vencimento) INCLUDE (valor, valor_aberto, valor_pago);
CREATE INDEX titulo_valor ON titulo (unidade_id, tipo, valor);
CREATE INDEX titulo_descricao ON titulo USING gin (f_unaccent(descricao) gin_trgm_ops);
CREATE INDEX titulo_documento ON titulo USING gin (f_unaccent(documento) gin_trgm_ops);
CREATE INDEX pessoa_nome_contem ON pessoa USING gin (f_unaccent(nome) gin_trgm_ops);
