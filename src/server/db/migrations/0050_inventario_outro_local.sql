-- Closing an inventory count keeps a tag of an asset of the unit registered at another location
-- as its own outcome (issue 19), no longer folded into the unknown tags: OUTRO_LOCAL, with the
-- location the asset was registered at when the count closed, and its total on the count.
ALTER TABLE inventario_resultado DROP CONSTRAINT inventario_resultado_resultado_check;
ALTER TABLE inventario_resultado ADD CONSTRAINT inventario_resultado_resultado_check
  CHECK (resultado IN ('ENCONTRADO', 'FALTANTE', 'OUTRO_LOCAL', 'DESCONHECIDO'));
ALTER TABLE inventario_resultado ADD COLUMN local_id integer REFERENCES patrimonio_local(id);
ALTER TABLE inventario_resultado ADD CONSTRAINT inventario_resultado_local_check CHECK (resultado = 'OUTRO_LOCAL' OR local_id IS NULL);
ALTER TABLE inventario ADD COLUMN outros_locais integer;

-- Counts closed before: a tag of an asset of the count's unit kept elsewhere becomes OUTRO_LOCAL, at
-- the location the asset is registered at now (the one the closing saw is not stored).
UPDATE inventario_resultado AS r SET resultado = 'OUTRO_LOCAL', local_id = b.local_id
FROM inventario AS i, bem AS b
WHERE i.id = r.inventario_id AND b.id = r.bem_id AND b.unidade_id = i.unidade_id AND r.resultado = 'DESCONHECIDO';
UPDATE inventario AS i SET
  outros_locais = (SELECT count(*) FROM inventario_resultado AS r WHERE r.inventario_id = i.id AND r.resultado = 'OUTRO_LOCAL'),
  desconhecidos = (SELECT count(*) FROM inventario_resultado AS r WHERE r.inventario_id = i.id AND r.resultado = 'DESCONHECIDO')
WHERE i.situacao = 'FECHADO';
