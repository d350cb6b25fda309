-- The messages of the interface live in the code's catalogue (src/shared/i18n), keyed by their
-- pt-BR text; this table now holds only what the institution changed, with who and when.
DELETE FROM mensagem_i18n;

ALTER TABLE mensagem_i18n
  ADD COLUMN alterada_em timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN alterada_por integer REFERENCES usuario(id) ON DELETE SET NULL,
  ADD CONSTRAINT mensagem_i18n_locale CHECK (locale IN ('pt-BR', 'en'));
