-- Issue 16: transfers between the institution's accounts and the one view of an account's
-- movements that the statement (extrato) and the cash flow read.
--
-- A transferência is the origin unit's record (the engine's model transferencia writes it). When
-- the destination account belongs to another unit, the module's hook adds that unit's side as a
-- second row pointing at the first (origem_id), so each unit lists its own side; the movements
-- read only the first row. A transfer is never edited nor deleted: it is reversed (estornado_em,
-- the engine's columns, plus data_estorno, the day the reversal is booked on).

CREATE TABLE transferencia (
  id                 serial PRIMARY KEY,
  unidade_id         integer NOT NULL REFERENCES unidade(id),
  origem_id          integer REFERENCES transferencia(id),
  data               date NOT NULL,
  conta_origem_id    integer NOT NULL REFERENCES conta(id),
  conta_destino_id   integer NOT NULL REFERENCES conta(id),
  valor              numeric(14,2) NOT NULL CHECK (valor > 0),
  descricao          text,
  sentido            text,
  data_estorno       date,
  estornado_em       timestamptz,
  estornado_por      integer REFERENCES usuario(id),
  estorno_motivo     text,
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now(),
  CHECK (conta_origem_id <> conta_destino_id)
);
CREATE INDEX transferencia_lista ON transferencia (unidade_id, data);
CREATE UNIQUE INDEX transferencia_lado ON transferencia (origem_id) WHERE origem_id IS NOT NULL;
CREATE INDEX transferencia_saida ON transferencia (conta_origem_id, data) INCLUDE (valor) WHERE origem_id IS NULL;
CREATE INDEX transferencia_entrada ON transferencia (conta_destino_id, data) INCLUDE (valor) WHERE origem_id IS NULL;
CREATE INDEX transferencia_estorno_saida ON transferencia (conta_origem_id, data_estorno) INCLUDE (valor) WHERE origem_id IS NULL AND data_estorno IS NOT NULL;
CREATE INDEX transferencia_estorno_entrada ON transferencia (conta_destino_id, data_estorno) INCLUDE (valor) WHERE origem_id IS NULL AND data_estorno IS NOT NULL;

-- A baixa's account movement by account and day, and its reversal's.
CREATE INDEX baixa_conta_data ON baixa (conta_id, data) INCLUDE (titulo_id, valor, juros, multa, desconto);
CREATE INDEX baixa_conta_estorno ON baixa (conta_id, estornada_em) INCLUDE (titulo_id, valor, juros, multa, desconto) WHERE estornada_em IS NOT NULL;

-- Every account of the institution, named with its unit: the destination a transfer may pick
-- (schemas/contaDaInstituicao.json, read only).
CREATE VIEW vw_conta_da_instituicao AS
SELECT c.id, c.unidade_id AS unidade_dona_id, c.descricao || ' (' || u.nome || ')' AS descricao, c.ativo, c.criado_em, c.atualizado_em
FROM conta AS c JOIN unidade AS u ON u.id = c.unidade_id;

-- The signed movements of every account: in positive, out negative. A baixa moves valor + juros +
-- multa - desconto (a receita in, a despesa out) on its date and, once reversed, the opposite on
-- estornada_em; a transfer moves out of the origin and into the destination on its date and back
-- on data_estorno. Each row names where it came from (titulo_id or transferencia_id).
CREATE VIEW movimento_conta AS
SELECT b.conta_id, b.data, s.sinal * (b.valor + b.juros + b.multa - b.desconto) AS valor, 'BAIXA' AS tipo,
  b.titulo_id, NULL::integer AS transferencia_id, t.categoria_id, t.centro_custo_id, t.descricao, t.pessoa_id, b.id AS baixa_id
FROM baixa AS b JOIN titulo AS t ON t.id = b.titulo_id
CROSS JOIN LATERAL (SELECT CASE t.tipo WHEN 'RECEITA' THEN 1 ELSE -1 END AS sinal) AS s
WHERE b.conta_id IS NOT NULL
UNION ALL
SELECT b.conta_id, b.estornada_em, -s.sinal * (b.valor + b.juros + b.multa - b.desconto), 'ESTORNO_BAIXA',
  b.titulo_id, NULL, t.categoria_id, t.centro_custo_id, t.descricao, t.pessoa_id, b.id
FROM baixa AS b JOIN titulo AS t ON t.id = b.titulo_id
CROSS JOIN LATERAL (SELECT CASE t.tipo WHEN 'RECEITA' THEN 1 ELSE -1 END AS sinal) AS s
WHERE b.conta_id IS NOT NULL AND b.estornada_em IS NOT NULL
UNION ALL
SELECT tr.conta_origem_id, tr.data, -tr.valor, 'TRANSFERENCIA_SAIDA', NULL, tr.id, NULL, NULL, tr.descricao, NULL, NULL
FROM transferencia AS tr WHERE tr.origem_id IS NULL
UNION ALL
SELECT tr.conta_destino_id, tr.data, tr.valor, 'TRANSFERENCIA_ENTRADA', NULL, tr.id, NULL, NULL, tr.descricao, NULL, NULL
FROM transferencia AS tr WHERE tr.origem_id IS NULL
UNION ALL
SELECT tr.conta_origem_id, tr.data_estorno, tr.valor, 'ESTORNO_TRANSFERENCIA', NULL, tr.id, NULL, NULL, tr.descricao, NULL, NULL
FROM transferencia AS tr WHERE tr.origem_id IS NULL AND tr.data_estorno IS NOT NULL
UNION ALL
SELECT tr.conta_destino_id, tr.data_estorno, -tr.valor, 'ESTORNO_TRANSFERENCIA', NULL, tr.id, NULL, NULL, tr.descricao, NULL, NULL
FROM transferencia AS tr WHERE tr.origem_id IS NULL AND tr.data_estorno IS NOT NULL;
