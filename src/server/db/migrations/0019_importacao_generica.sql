-- The import becomes the screen engine's (issue 15): any screen that declares `importacao` imports
-- its model's records, the people register being one of them. An import now names its screen
-- (whose calls alone reach it) and its model; a row names the record it created or found in that
-- model's table, and the key it was judged by (a person's document, or another model's key).

ALTER TABLE importacao_pessoa RENAME TO importacao;
ALTER INDEX importacao_pessoa_pkey RENAME TO importacao_pkey;
ALTER INDEX importacao_pessoa_unidade RENAME TO importacao_unidade;
ALTER SEQUENCE importacao_pessoa_id_seq RENAME TO importacao_id_seq;
ALTER TABLE importacao RENAME CONSTRAINT importacao_pessoa_tarefa_id_key TO importacao_tarefa_id_key;
ALTER TABLE importacao ADD COLUMN tela text, ADD COLUMN modelo text;
UPDATE importacao SET tela = 'gestaopessoas.pessoa', modelo = 'pessoa';
ALTER TABLE importacao ALTER COLUMN tela SET NOT NULL, ALTER COLUMN modelo SET NOT NULL;

ALTER TABLE importacao_pessoa_linha RENAME TO importacao_linha;
ALTER INDEX importacao_pessoa_linha_pkey RENAME TO importacao_linha_pkey;
ALTER INDEX importacao_pessoa_linha_pendente RENAME TO importacao_linha_pendente;
ALTER INDEX importacao_pessoa_linha_situacao RENAME TO importacao_linha_situacao;
ALTER TABLE importacao_linha RENAME COLUMN documento TO chave;
ALTER TABLE importacao_linha RENAME COLUMN pessoa_id TO registro_id;
-- The record is of the import's model, in whatever table holds it: no foreign key to one table.
ALTER TABLE importacao_linha DROP CONSTRAINT importacao_pessoa_linha_pessoa_id_fkey;
-- Nets under the destino's per-key locks: within one import a key creates at most one record,
-- and a record is created by at most one row.
ALTER INDEX importacao_pessoa_linha_documento RENAME TO importacao_linha_chave;
DROP INDEX importacao_pessoa_linha_pessoa;
CREATE UNIQUE INDEX importacao_linha_registro ON importacao_linha (importacao_id, registro_id) WHERE situacao = 'incluida';
-- Anonymising a person clears the rows about them.
CREATE INDEX importacao_linha_registro_id ON importacao_linha (registro_id) WHERE registro_id IS NOT NULL;
