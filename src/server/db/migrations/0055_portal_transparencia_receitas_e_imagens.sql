-- Issue 21, the transparency portal's second part.
-- 1. "Recursos recebidos por fonte" is computed from finance (src/shared/portaltransparencia/
--    receitasPorFonte.ts) for the item's period: periodo_inicio–periodo_fim, both included (a year
--    is 01/01–31/12). `fontes` keeps the table as it was computed at the last save, for the staff
--    form; the public page always computes it afresh.
-- 2. A carousel image is an uploaded file (jpeg, png or webp; the module's hooks check type and
--    size), kept like the records' attachments: `imagem` is [{id, arquivo: {id, fileName}}] of
--    the table arquivo. The address column goes: the portal serves the published images itself
--    under /api/publico/.

ALTER TABLE transparencia_item
  ADD COLUMN periodo_inicio date,
  ADD COLUMN periodo_fim    date,
  ADD COLUMN fontes         jsonb,
  ADD CONSTRAINT transparencia_item_periodo CHECK (periodo_fim IS NULL OR periodo_inicio IS NULL OR periodo_fim >= periodo_inicio);

ALTER TABLE portal_carrossel
  ADD COLUMN imagem jsonb,
  DROP COLUMN imagem_url;
