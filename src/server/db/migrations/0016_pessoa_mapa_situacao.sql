-- The map narrowed by situation (the active people, the ones in analysis...), its most common
-- search: the filter's points read from this index alone (modules/pessoas/mapa.ts, carregarPontos).
-- At a million people, 100,000 points of three situations took about 500 ms from the table on a
-- PostgreSQL just started (their rows sit on as many pages as there are people) and take 60 ms here.
CREATE INDEX pessoa_mapa_situacao ON pessoa (unidade_id, situacao_id) INCLUDE (latitude, longitude, id)
  WHERE ativo AND latitude IS NOT NULL AND longitude IS NOT NULL;
