-- Issue 22, utility returns: a record left sem_consentimento or ambiguo is resolved by a person on
-- the utility's page — applied to the donor chosen (resultado aplicado) or discarded with a reason
-- (descartado, nothing posted) — and keeps who resolved it and when.
-- Module: src/server/modules/mobilizacao/concessionarias/resolucao.ts.

ALTER TABLE mobilizacao_retorno_concessionaria_registro
  DROP CONSTRAINT mobilizacao_retorno_concessionaria_registro_resultado_check,
  ADD CONSTRAINT mobilizacao_retorno_concessionaria_registro_resultado_check
    CHECK (resultado IN ('aplicado', 'sem_consentimento', 'ambiguo', 'ja_aplicado', 'descartado')),
  ADD COLUMN resolvido_por_id integer REFERENCES usuario(id),
  ADD COLUMN resolvido_em  timestamptz,
  ADD CONSTRAINT mobilizacao_retorno_concessionaria_registro_resolvido_check CHECK ((resolvido_por_id IS NULL) = (resolvido_em IS NULL));

-- The pending records of a utility's page.
CREATE INDEX mobilizacao_retorno_concessionaria_registro_pendente ON mobilizacao_retorno_concessionaria_registro (unidade_id, retorno_id)
  WHERE resultado IN ('sem_consentimento', 'ambiguo');
