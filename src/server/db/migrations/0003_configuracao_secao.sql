-- Field configuration of whole form sections (the generic screens): a hidden section hides
-- every field in it. configuracao_campo (0001) holds the fields' own flags.

CREATE TABLE configuracao_secao (
  formulario text NOT NULL,
  secao      text NOT NULL,
  visivel    boolean NOT NULL DEFAULT true,
  PRIMARY KEY (formulario, secao)
);
