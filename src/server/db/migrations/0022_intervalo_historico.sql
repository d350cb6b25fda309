-- The unit's break history as the engine lists it (schemas/historicoIntervalo.json, x-visao):
-- read only, one row per interval, its duration in minutes with one decimal (the figure the
-- screen shows and sums, so the footer adds up what the rows show).
CREATE VIEW vw_intervalo_historico AS
SELECT
  i.id,
  i.unidade_id,
  i.usuario_id,
  i.grupo_intervalo_id,
  i.tipo_intervalo_id,
  i.data,
  i.estado,
  i.iniciado_em,
  i.encerrado_em,
  round(i.duracao_s / 60.0, 1) AS duracao_min,
  i.duracao_maxima_min,
  i.excedido
FROM intervalo AS i;
