-- Receipts (issue 16): one per received baixa, issued in batches (lotes) by a background job, with
-- a number that never repeats. The receipt is generic over what it acknowledges: an origin kind and
-- id (BAIXA now, DOACAO when donations exist). What the document says (payer, document, description,
-- amount, dates) is copied at issue, so a later change to the register does not rewrite a receipt
-- already handed out. Nothing is deleted: a reversed baixa's receipt is marked CANCELADO by the
-- trigger below, and its number is never used again.

-- One row, locked by the issuing transaction: numbers come out gap-free within a batch (a sequence
-- would burn numbers on a rollback) and two batches at once wait for each other.
CREATE TABLE recibo_numeracao (
  id     integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  ultimo bigint NOT NULL DEFAULT 0 CHECK (ultimo >= 0)
);
INSERT INTO recibo_numeracao (id, ultimo) VALUES (1, 0);

CREATE TABLE recibo_lote (
  id            serial PRIMARY KEY,
  unidade_id    integer NOT NULL REFERENCES unidade(id),
  usuario_id    integer REFERENCES usuario(id) ON DELETE SET NULL,
  tarefa_id     bigint REFERENCES tarefa(id) ON DELETE SET NULL,
  arquivo_id    integer REFERENCES arquivo(id),
  quantidade    integer NOT NULL DEFAULT 0,
  -- Set when the job issued the batch's receipts; until then its baixas leave the Recibos list.
  emitido_em    timestamptz,
  criado_em     timestamptz NOT NULL DEFAULT now()
);

-- What the officer asked for: the baixas of the selection, issued by the batch's job.
CREATE TABLE recibo_lote_baixa (
  lote_id  integer NOT NULL REFERENCES recibo_lote(id),
  baixa_id integer NOT NULL REFERENCES baixa(id),
  PRIMARY KEY (lote_id, baixa_id)
);

CREATE TABLE recibo (
  id                serial PRIMARY KEY,
  unidade_id        integer NOT NULL REFERENCES unidade(id),
  numero            bigint NOT NULL UNIQUE CHECK (numero > 0),
  lote_id           integer NOT NULL REFERENCES recibo_lote(id),
  origem_tipo       text NOT NULL CHECK (origem_tipo IN ('BAIXA', 'DOACAO')),
  origem_id         integer NOT NULL,
  pessoa_id         integer REFERENCES pessoa(id),
  pagador_nome      text NOT NULL,
  pagador_documento text,
  data              date NOT NULL,
  data_pagamento    date NOT NULL,
  valor             numeric(14,2) NOT NULL CHECK (valor > 0),
  descricao         text NOT NULL,
  forma             text,
  situacao          text NOT NULL DEFAULT 'EMITIDO' CHECK (situacao IN ('EMITIDO', 'CANCELADO')),
  cancelado_em      date,
  vias              integer NOT NULL DEFAULT 1 CHECK (vias >= 1),
  ativo             boolean NOT NULL DEFAULT true,
  criado_em         timestamptz NOT NULL DEFAULT now(),
  atualizado_em     timestamptz NOT NULL DEFAULT now()
);
-- A payment is receipted once; a cancelled receipt no longer counts (its baixa was reversed).
CREATE UNIQUE INDEX recibo_origem_emitido ON recibo (origem_tipo, origem_id) WHERE situacao = 'EMITIDO';
CREATE INDEX recibo_lista ON recibo (unidade_id, data DESC, numero DESC);
CREATE INDEX recibo_lote_idx ON recibo (lote_id, numero);

-- Reversing a baixa cancels its receipt, whoever reverses it (the título's estornar action, or any
-- later path): the receipt stays, marked, with the reversal's date.
CREATE FUNCTION recibo_cancelar_pelo_estorno() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recibo SET situacao = 'CANCELADO', cancelado_em = NEW.estornada_em, atualizado_em = now()
  WHERE origem_tipo = 'BAIXA' AND origem_id = NEW.id AND situacao = 'EMITIDO';
  RETURN NEW;
END $$;

CREATE TRIGGER baixa_estornada_cancela_recibo
  AFTER UPDATE OF estornada_em ON baixa
  FOR EACH ROW WHEN (OLD.estornada_em IS NULL AND NEW.estornada_em IS NOT NULL)
  EXECUTE FUNCTION recibo_cancelar_pelo_estorno();

-- The Recibos page's list: the unit's received baixas of receitas (active, of a payer) that have no
-- receipt yet, nor a batch on its way (asked for within the hour and not failed: a batch whose job
-- failed or never came gives its baixas back). Inner joins only, so the engine can lock a row (FOR
-- UPDATE) for the gerar action.
CREATE VIEW vw_recibo_pendente AS
  SELECT b.id, b.unidade_id, b.titulo_id, t.pessoa_id, b.conta_id, b.data, b.parcela, b.forma,
    (b.valor + b.juros + b.multa - b.desconto)::numeric(14,2) AS valor, t.descricao
  FROM baixa AS b
  JOIN titulo AS t ON t.id = b.titulo_id
  WHERE t.tipo = 'RECEITA' AND b.estornada_em IS NULL AND t.pessoa_id IS NOT NULL
    AND (b.valor + b.juros + b.multa - b.desconto) > 0
    AND NOT EXISTS (SELECT 1 FROM recibo AS r WHERE r.origem_tipo = 'BAIXA' AND r.origem_id = b.id AND r.situacao = 'EMITIDO')
    AND NOT EXISTS (
      SELECT 1 FROM recibo_lote_baixa AS lb
      JOIN recibo_lote AS l ON l.id = lb.lote_id
      LEFT JOIN tarefa AS ta ON ta.id = l.tarefa_id
      WHERE lb.baixa_id = b.id AND l.emitido_em IS NULL AND l.criado_em > now() - interval '1 hour'
        AND coalesce(ta.estado, 'fila') <> 'falhou');

-- The history's list (model recibo, read only): the receipts of the unit, as issued.
CREATE VIEW vw_recibo AS
  SELECT r.id, r.unidade_id, r.numero, r.data, r.pessoa_id, r.pagador_nome, r.valor, r.situacao,
    r.lote_id, r.vias, r.descricao, r.cancelado_em, r.origem_tipo
  FROM recibo AS r;
