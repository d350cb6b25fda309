-- The people import (issue 5, gestaopessoas/importacao). An uploaded file becomes one row of
-- importacao_pessoa and one row of importacao_pessoa_linha per data row; the import's job then
-- gives each row its situation in batches, each batch committing the people it creates, the
-- rows' situations and the job's checkpoint together. A killed process therefore leaves every
-- row either processed (with its person) or pending, never half done, and a row already
-- processed is never processed again.

CREATE TABLE importacao_pessoa (
  id              bigserial PRIMARY KEY,
  unidade_id      integer NOT NULL REFERENCES unidade(id),
  usuario_id      integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  -- The file as it was sent (kept with the record of the import).
  arquivo_id      integer NOT NULL REFERENCES arquivo(id),
  nome_arquivo    text NOT NULL,
  formato         text NOT NULL CHECK (formato IN ('CSV', 'XLSX')),
  -- The header row's texts, in the file's order.
  colunas         jsonb NOT NULL,
  total           integer NOT NULL CHECK (total >= 0),
  estado          text NOT NULL DEFAULT 'enviada' CHECK (estado IN ('enviada', 'iniciada', 'concluida')),
  -- {campo: índice da coluna}, fixed when the import starts.
  mapeamento      jsonb,
  pular_invalidas boolean NOT NULL DEFAULT false,
  -- The one job allowed to process the rows (its attempts are fenced by the jobs framework).
  tarefa_id       bigint UNIQUE REFERENCES tarefa(id) ON DELETE SET NULL,
  criada_em       timestamptz NOT NULL DEFAULT now(),
  iniciada_em     timestamptz,
  concluida_em    timestamptz
);
CREATE INDEX importacao_pessoa_unidade ON importacao_pessoa (unidade_id, id DESC);

CREATE TABLE importacao_pessoa_linha (
  importacao_id bigint NOT NULL REFERENCES importacao_pessoa(id) ON DELETE CASCADE,
  -- The row's line in the file (the header is line 1).
  linha         integer NOT NULL,
  -- The row's cells as text, in the file's column order.
  dados         jsonb NOT NULL,
  situacao      text NOT NULL DEFAULT 'pendente' CHECK (situacao IN ('pendente', 'incluida', 'ignorada', 'rejeitada')),
  -- [{campo, rotulo, mensagem}] of a rejected or ignored row.
  mensagens     jsonb,
  -- The normalised CPF (or CNPJ) the row was judged by.
  documento     text,
  -- The person the row created (incluida) or found already registered (ignorada).
  pessoa_id     integer REFERENCES pessoa(id) ON DELETE SET NULL,
  PRIMARY KEY (importacao_id, linha)
);
-- The job's next batch.
CREATE INDEX importacao_pessoa_linha_pendente ON importacao_pessoa_linha (importacao_id, linha) WHERE situacao = 'pendente';
-- The result's lists (rejected, ignored) and counts.
CREATE INDEX importacao_pessoa_linha_situacao ON importacao_pessoa_linha (importacao_id, situacao, linha);
-- Nets under the per-document advisory lock: within one import a document creates at most one
-- person, and a person is created by at most one row.
CREATE UNIQUE INDEX importacao_pessoa_linha_documento ON importacao_pessoa_linha (importacao_id, documento) WHERE situacao = 'incluida';
CREATE UNIQUE INDEX importacao_pessoa_linha_pessoa ON importacao_pessoa_linha (pessoa_id) WHERE situacao = 'incluida';
