-- Issue 22: the bank collection cycle. A remittance (remessa) is one file per collection method
-- (the bank agreement) carrying charges (mobilizacao_cobranca); a return (retorno) is a bank's
-- file read and applied once (its SHA-256 is unique), each of its records kept with what it did.
-- Rules: src/server/modules/mobilizacao/remessa/.

CREATE TABLE mobilizacao_remessa (
  id                 serial PRIMARY KEY,
  unidade_id         integer NOT NULL REFERENCES unidade(id),
  forma_cobranca_id  integer NOT NULL REFERENCES mobilizacao_forma_cobranca(id),
  sequencia          integer NOT NULL CHECK (sequencia > 0),
  layout             text NOT NULL CHECK (layout IN ('CNAB240', 'CNAB400', 'FEBRABAN150')),
  arquivo_id         integer NOT NULL REFERENCES arquivo(id),
  quantidade         integer NOT NULL CHECK (quantidade > 0),
  total              numeric(14,2) NOT NULL CHECK (total > 0),
  criado_por         integer NOT NULL REFERENCES usuario(id),
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now(),
  ativo              boolean NOT NULL DEFAULT true,
  UNIQUE (forma_cobranca_id, sequencia)
);
CREATE INDEX mobilizacao_remessa_unidade ON mobilizacao_remessa (unidade_id, criado_em DESC);

-- Every charge each remittance carried (a rejected charge sent again is in two remittances).
CREATE TABLE mobilizacao_remessa_cobranca (
  remessa_id   integer NOT NULL REFERENCES mobilizacao_remessa(id) ON DELETE CASCADE,
  cobranca_id  integer NOT NULL REFERENCES mobilizacao_cobranca(id),
  PRIMARY KEY (remessa_id, cobranca_id)
);
CREATE INDEX mobilizacao_remessa_cobranca_cobranca ON mobilizacao_remessa_cobranca (cobranca_id);

-- The agreement's sequential the nosso número was composed from (the boleto is drawn from it).
ALTER TABLE mobilizacao_cobranca ADD COLUMN sequencial bigint CHECK (sequencial > 0);

-- Bradesco's nosso número ends in P when its check digit is 10: the files carry it so.
ALTER TABLE mobilizacao_cobranca DROP CONSTRAINT mobilizacao_cobranca_nosso_numero_check;
ALTER TABLE mobilizacao_cobranca ADD CONSTRAINT mobilizacao_cobranca_nosso_numero_check CHECK (nosso_numero ~ '^[0-9]{1,20}P?$');
ALTER TABLE mobilizacao_cobranca
  ADD CONSTRAINT mobilizacao_cobranca_remessa_fk FOREIGN KEY (remessa_id) REFERENCES mobilizacao_remessa(id);

-- A charge already in a remittance is never put in another unless the bank rejected it.
CREATE FUNCTION mobilizacao_cobranca_uma_remessa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.remessa_id IS NOT NULL AND NEW.remessa_id IS DISTINCT FROM OLD.remessa_id AND OLD.situacao <> 'rejeitada' THEN
    RAISE EXCEPTION 'A cobrança % já está na remessa % e não foi rejeitada.', OLD.id, OLD.remessa_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER mobilizacao_cobranca_uma_remessa BEFORE UPDATE OF remessa_id ON mobilizacao_cobranca
  FOR EACH ROW EXECUTE FUNCTION mobilizacao_cobranca_uma_remessa();

-- A return file applied: which agreement it was for, what the reader found, who applied it. Its
-- number comes from the remittances' sequence, so the history lists both under one id.
CREATE TABLE mobilizacao_retorno (
  id                 integer PRIMARY KEY DEFAULT nextval('mobilizacao_remessa_id_seq'),
  unidade_id         integer NOT NULL REFERENCES unidade(id),
  forma_cobranca_id  integer NOT NULL REFERENCES mobilizacao_forma_cobranca(id),
  banco              text NOT NULL,
  layout             text NOT NULL CHECK (layout IN ('CNAB240', 'CNAB400', 'FEBRABAN150')),
  hash               text NOT NULL UNIQUE CHECK (hash ~ '^[0-9a-f]{64}$'),
  arquivo_id         integer NOT NULL REFERENCES arquivo(id),
  nome_arquivo       text NOT NULL CHECK (length(nome_arquivo) BETWEEN 1 AND 255),
  quantidade         integer NOT NULL CHECK (quantidade >= 0),
  pagas              integer NOT NULL DEFAULT 0,
  valor_pago         numeric(14,2) NOT NULL DEFAULT 0,
  criado_por         integer NOT NULL REFERENCES usuario(id),
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now(),
  ativo              boolean NOT NULL DEFAULT true
);
CREATE INDEX mobilizacao_retorno_unidade ON mobilizacao_retorno (unidade_id, criado_em DESC);

-- Each record of a return and what it did: resultado is the charge's new situação, or
-- ignorado (an occurrence that changes nothing, or a charge already in that state) or
-- nao_encontrada (no charge of that agreement has the nosso número).
CREATE TABLE mobilizacao_retorno_registro (
  id                 serial PRIMARY KEY,
  retorno_id         integer NOT NULL REFERENCES mobilizacao_retorno(id) ON DELETE CASCADE,
  unidade_id         integer NOT NULL REFERENCES unidade(id),
  linha              integer NOT NULL CHECK (linha > 0),
  nosso_numero       text NOT NULL,
  cobranca_id        integer REFERENCES mobilizacao_cobranca(id),
  ocorrencia         text NOT NULL,
  descricao          text NOT NULL,
  categoria          text NOT NULL CHECK (categoria IN ('entrada', 'liquidacao', 'baixa', 'rejeicao', 'outra')),
  valor_titulo       numeric(14,2) NOT NULL DEFAULT 0,
  valor_pago         numeric(14,2) NOT NULL DEFAULT 0,
  tarifa             numeric(14,2) NOT NULL DEFAULT 0,
  juros              numeric(14,2) NOT NULL DEFAULT 0,
  data_ocorrencia    date,
  data_credito       date,
  resultado          text NOT NULL CHECK (resultado IN ('confirmada', 'paga', 'rejeitada', 'baixada', 'ignorado', 'nao_encontrada')),
  mensagem           text NOT NULL CHECK (length(mensagem) <= 300),
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_em      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mobilizacao_retorno_registro_retorno ON mobilizacao_retorno_registro (retorno_id, linha);

-- Mobilização › Remessa › Envio (model mobilizacaoCobrancaEnvio): the charges to send, waiting
-- (a_enviar) or rejected by the bank (to send again), with their agreement's bank and layout.
CREATE VIEW vw_mobilizacao_cobranca_envio AS
SELECT c.id, c.unidade_id, c.pessoa_id, c.forma_cobranca_id, c.titulo_id, c.colaboracao_id, c.nosso_numero, c.vencimento, c.valor, c.situacao, c.motivo,
       f.banco, f.layout, c.remessa_id, c.ativo, c.criado_em
FROM mobilizacao_cobranca AS c
JOIN mobilizacao_forma_cobranca AS f ON f.id = c.forma_cobranca_id
WHERE c.situacao IN ('a_enviar', 'rejeitada') AND f.tipo IN ('boleto', 'debito_automatico');

-- Mobilização › Remessa › Histórico (model mobilizacaoRemessa): every remittance generated and
-- every return applied (their ids share one sequence), with how many of the remittance's charges
-- are paid and rejected by now, or what the return paid and rejected.
CREATE VIEW vw_mobilizacao_remessa AS
SELECT r.id, 'remessa'::text AS tipo, r.unidade_id, r.forma_cobranca_id, r.sequencia, r.layout, f.banco, r.arquivo_id, a.nome_original AS nome_arquivo,
       r.quantidade, r.total, r.criado_por AS criado_por_id, r.criado_em AS gerada_em, r.criado_em, r.ativo,
       (SELECT count(*)::int FROM mobilizacao_remessa_cobranca AS rc JOIN mobilizacao_cobranca AS c ON c.id = rc.cobranca_id WHERE rc.remessa_id = r.id AND c.situacao = 'paga') AS pagas,
       (SELECT count(*)::int FROM mobilizacao_remessa_cobranca AS rc JOIN mobilizacao_cobranca AS c ON c.id = rc.cobranca_id WHERE rc.remessa_id = r.id AND c.situacao = 'rejeitada') AS rejeitadas
FROM mobilizacao_remessa AS r
JOIN mobilizacao_forma_cobranca AS f ON f.id = r.forma_cobranca_id
JOIN arquivo AS a ON a.id = r.arquivo_id
UNION ALL
SELECT t.id, 'retorno'::text, t.unidade_id, t.forma_cobranca_id, NULL::integer, t.layout, t.banco, t.arquivo_id, t.nome_arquivo,
       t.quantidade, t.valor_pago, t.criado_por, t.criado_em, t.criado_em, t.ativo, t.pagas,
       (SELECT count(*)::int FROM mobilizacao_retorno_registro AS g WHERE g.retorno_id = t.id AND g.resultado = 'rejeitada')
FROM mobilizacao_retorno AS t;

-- Mobilização › Remessa › Detalhes do retorno (model mobilizacaoRetornoRegistro): each record of
-- each return applied, with its file and what it did.
CREATE VIEW vw_mobilizacao_retorno_registro AS
SELECT g.id, g.unidade_id, g.retorno_id AS retorno, r.nome_arquivo, r.forma_cobranca_id, r.banco, r.layout, r.criado_em AS aplicado_em, r.criado_por AS criado_por_id,
       g.linha, g.nosso_numero, c.pessoa_id, g.ocorrencia, g.descricao, g.categoria, g.valor_titulo, g.valor_pago, g.tarifa, g.juros, g.data_ocorrencia,
       g.data_credito, g.resultado, g.mensagem, g.ativo, g.criado_em
FROM mobilizacao_retorno_registro AS g
JOIN mobilizacao_retorno AS r ON r.id = g.retorno_id
LEFT JOIN mobilizacao_cobranca AS c ON c.id = g.cobranca_id;
