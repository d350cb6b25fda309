-- The people list and map at a million people (`npm run bench pessoas`): the person's groups
-- on the row, the unit inside the e-mail and group indexes, and a version of the register that
-- the server's caches (modules/pessoas/lista.ts, mapa.ts) compare.

CREATE EXTENSION IF NOT EXISTS btree_gin;

-- The groups of the person (pessoa_grupo, still the record) as a sorted array on the row, kept
-- by the triggers below: the group filter is `grupo_ids && ARRAY[...]`, answered by the indexes
-- and combined with every other condition on the row, instead of a join per person.
CREATE FUNCTION pessoa_grupos_de(pessoa_id integer) RETURNS integer[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(g.grupo_id ORDER BY g.grupo_id), '{}') FROM pessoa_grupo g WHERE g.pessoa_id = $1
$$;
ALTER TABLE pessoa ADD COLUMN grupo_ids integer[] NOT NULL DEFAULT '{}';

-- The two indexes redefined below are dropped before the rewrite, so each is built once.
DROP INDEX pessoa_lista;
DROP INDEX pessoa_emails;
-- Filled by rewriting the table (its indexes rebuilt compact) rather than by updating every
-- row, which at a million people took minutes and left the table and its indexes twice the size.
ALTER TABLE pessoa ALTER COLUMN grupo_ids TYPE integer[] USING pessoa_grupos_de(id);

-- busca, emails and grupo_ids ride along: the page and the count of a search, or of a common
-- group, scan the index alone, in order.
CREATE INDEX pessoa_lista ON pessoa (unidade_id, nome_ordenacao, id) INCLUDE (busca, emails, grupo_ids) WHERE ativo;
-- A rare group's people, or an e-mail fragment's, straight from a GIN index with the unit inside
-- it (btree_gin): a fragment common in both units (maria.silva) yields only the unit's
-- candidates, and the planner never ANDs a bitmap of the whole unit with the index's.
CREATE INDEX pessoa_grupos ON pessoa USING gin (unidade_id, grupo_ids) WHERE ativo;
CREATE INDEX pessoa_emails ON pessoa USING gin (unidade_id, emails gin_trgm_ops) WHERE ativo;

-- Statement-level, over the transition table: a batch of links (a save, an import's batch, the
-- seed) updates each person once. A person already holding the right array is not written.
CREATE FUNCTION pessoa_grupo_ids_atualizar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pessoa p SET grupo_ids = n.ids
  FROM (SELECT a.pessoa_id, pessoa_grupos_de(a.pessoa_id) AS ids FROM (SELECT DISTINCT pessoa_id FROM pessoa_grupo_alteradas) a) n
  WHERE p.id = n.pessoa_id AND p.grupo_ids IS DISTINCT FROM n.ids;
  RETURN NULL;
END $$;

CREATE TRIGGER pessoa_grupo_inclusao AFTER INSERT ON pessoa_grupo
  REFERENCING NEW TABLE AS pessoa_grupo_alteradas FOR EACH STATEMENT EXECUTE FUNCTION pessoa_grupo_ids_atualizar();
CREATE TRIGGER pessoa_grupo_exclusao AFTER DELETE ON pessoa_grupo
  REFERENCING OLD TABLE AS pessoa_grupo_alteradas FOR EACH STATEMENT EXECUTE FUNCTION pessoa_grupo_ids_atualizar();
-- An update may move a link from one person to another: both are recomputed.
CREATE TRIGGER pessoa_grupo_alteracao_antes AFTER UPDATE ON pessoa_grupo
  REFERENCING OLD TABLE AS pessoa_grupo_alteradas FOR EACH STATEMENT EXECUTE FUNCTION pessoa_grupo_ids_atualizar();
CREATE TRIGGER pessoa_grupo_alteracao_depois AFTER UPDATE ON pessoa_grupo
  REFERENCING NEW TABLE AS pessoa_grupo_alteradas FOR EACH STATEMENT EXECUTE FUNCTION pessoa_grupo_ids_atualizar();

-- The register's version: the sum of n grows with every committed statement that writes pessoa
-- (pessoa_grupo's triggers write pessoa too). Each writer bumps the slot of its backend, so
-- concurrent writers rarely wait on one another; a reader sees only committed bumps.
CREATE TABLE pessoa_versao (
  fatia smallint PRIMARY KEY,
  n     bigint NOT NULL DEFAULT 0
);
INSERT INTO pessoa_versao (fatia) SELECT generate_series(0, 63);

CREATE FUNCTION pessoa_versao_incrementar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pessoa_versao SET n = n + 1 WHERE fatia = pg_backend_pid() % 64;
  RETURN NULL;
END $$;

CREATE TRIGGER pessoa_versao AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pessoa
  FOR EACH STATEMENT EXECUTE FUNCTION pessoa_versao_incrementar();

ANALYZE pessoa;
