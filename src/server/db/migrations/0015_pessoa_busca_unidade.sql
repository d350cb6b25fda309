-- The search's trigram index with the unit inside it (btree_gin, as the e-mail and group indexes
-- since 0008): a sparse search read whole ('maria silva', modules/pessoas/lista.ts) takes only
-- the unit's candidates from it, and the planner no longer ANDs them with a bitmap of the whole
-- unit built from another index, which cost more than the search itself at a million people.
DROP INDEX pessoa_busca;
CREATE INDEX pessoa_busca ON pessoa USING gin (unidade_id, busca gin_trgm_ops) WHERE ativo;
