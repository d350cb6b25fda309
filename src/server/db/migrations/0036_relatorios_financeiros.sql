-- The report of títulos pagos/recebidos por período walks a period's baixas and, as lines of their
-- own, the reversals of baixas dated in the period (estornada_em), a batch at a time in date order.
-- The baixas have their index by unit and date (0024); this gives their reversals one, partial
-- (a reversal is rare), so each batch of a year at a million títulos reads an index, not the table.
CREATE INDEX baixa_estorno ON baixa (unidade_id, estornada_em, id) WHERE estornada_em IS NOT NULL;
