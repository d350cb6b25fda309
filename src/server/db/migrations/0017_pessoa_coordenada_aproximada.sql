-- A person saved with a municipality and without an exact point sits at the municipality's seat,
-- marked approximate (src/shared/geo/posicao.ts): the form says so, and the point follows the
-- municipality. A constant default adds the column without rewriting the table: every point
-- stored so far was typed or sent, so exact.
ALTER TABLE pessoa ADD COLUMN coordenada_aproximada boolean NOT NULL DEFAULT false;
ALTER TABLE pessoa ADD CONSTRAINT pessoa_aproximada_tem_ponto
  CHECK (NOT coordenada_aproximada OR (latitude IS NOT NULL AND longitude IS NOT NULL));

-- The people with a municipality and no point, whom every start places at its seat
-- (seed/referencia.ts): once placed, none is left, and the index costs nothing to ask.
CREATE INDEX pessoa_sem_ponto ON pessoa (cidade_id) WHERE cidade_id IS NOT NULL AND (latitude IS NULL OR longitude IS NULL);
