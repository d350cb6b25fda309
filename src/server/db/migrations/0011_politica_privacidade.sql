-- The institution's privacy policy (LGPD). Every save is a new row: the newest is the policy in
-- force, the older ones are what it said before. With no row the shipped text applies.

CREATE TABLE politica_privacidade (
  id             serial PRIMARY KEY,
  texto          text NOT NULL,
  atualizada_em  timestamptz NOT NULL DEFAULT now(),
  atualizada_por integer REFERENCES usuario(id)
);
