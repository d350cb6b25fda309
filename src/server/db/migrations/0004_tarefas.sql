-- Background jobs as their owners see them. pg-boss (schema pgboss, created by pg-boss itself)
-- queues and retries the work; this table holds what the jobs panel shows and the checkpoint
-- that lets a job resume where a killed process left it.

CREATE TABLE tarefa (
  id            bigserial PRIMARY KEY,
  tipo          text NOT NULL,
  usuario_id    integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  unidade_id    integer REFERENCES unidade(id),
  estado        text NOT NULL DEFAULT 'fila' CHECK (estado IN ('fila', 'executando', 'concluida', 'falhou')),
  progresso     smallint NOT NULL DEFAULT 0 CHECK (progresso BETWEEN 0 AND 100),
  mensagem      text,
  erro          text,
  parametros    jsonb NOT NULL DEFAULT '{}',
  -- The handler's checkpoint, written in the same transaction as the step it records.
  ponto         jsonb,
  resultado     jsonb,
  job_id        uuid,
  -- The attempt holding the job (a fencing token) and its heartbeat.
  execucao      uuid,
  pulso_em      timestamptz,
  tentativas    integer NOT NULL DEFAULT 0,
  notificada_em timestamptz,
  criada_em     timestamptz NOT NULL DEFAULT now(),
  atualizada_em timestamptz NOT NULL DEFAULT now(),
  concluida_em  timestamptz
);
CREATE INDEX tarefa_usuario ON tarefa (usuario_id, id DESC);
CREATE INDEX tarefa_em_execucao ON tarefa (pulso_em) WHERE estado = 'executando';

-- Pieces of a job's output written step by step (with the checkpoint), joined at the end.
CREATE TABLE tarefa_parte (
  tarefa_id bigint NOT NULL REFERENCES tarefa(id) ON DELETE CASCADE,
  ordem     integer NOT NULL,
  conteudo  bytea NOT NULL,
  PRIMARY KEY (tarefa_id, ordem)
);
