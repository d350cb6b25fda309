-- Issue 18: the project, institution-wide (its units, budget lines, goals, team, partnership
-- terms and reports come in 0038). Finance títulos may name the project they are charged to;
-- loans between projects (0040) and the approval tiers (0039) refer to it.
--
-- A project that is a government partnership (MROSC, Lei 13.019/2014) has `parceria` and its
-- own bank account (`conta_id`, art. 51): money in that account is never lent.

CREATE TABLE projeto (
  id              serial PRIMARY KEY,
  codigo          text NOT NULL UNIQUE CHECK (length(codigo) BETWEEN 1 AND 20),
  nome            text NOT NULL CHECK (length(nome) BETWEEN 1 AND 160),
  inicio          date,
  fim             date,
  situacao        text NOT NULL DEFAULT 'EM_EXECUCAO'
                  CHECK (situacao IN ('EM_ELABORACAO', 'EM_EXECUCAO', 'SUSPENSO', 'CONCLUIDO', 'CANCELADO')),
  coordenador_id  integer REFERENCES usuario(id),
  centro_custo_id integer REFERENCES centro_custo(id),
  conta_id        integer REFERENCES conta(id),
  financiador_id  integer REFERENCES pessoa(id),
  parceria        boolean NOT NULL DEFAULT false,
  ativo           boolean NOT NULL DEFAULT true,
  criado_em       timestamptz NOT NULL DEFAULT now(),
  atualizado_em   timestamptz NOT NULL DEFAULT now(),
  CHECK (fim IS NULL OR inicio IS NULL OR fim >= inicio)
);

ALTER TABLE titulo ADD COLUMN projeto_id integer REFERENCES projeto(id);
CREATE INDEX titulo_projeto ON titulo (projeto_id, competencia) WHERE projeto_id IS NOT NULL;
