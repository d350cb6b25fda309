-- Issue 22: boletos by e-mail, and the charge of a one-off gift by boleto (at the end). A boleto
-- agreement (mobilizacao_forma_cobranca) keeps the texts of the e-mail that carries the donor's
-- boleto ({nome}, {valor}, {vencimento}, {linhaDigitavel}) and a switch to e-mail each boleto once its remittance is generated; each charge records when
-- its boleto was last e-mailed (the remittance's automatic e-mail sends only those never sent).
-- The list of charges to send (0056) shows it. Rules: src/server/modules/mobilizacao/cobranca/email.ts.
ALTER TABLE mobilizacao_forma_cobranca
  ADD COLUMN enviar_boleto_por_email boolean NOT NULL DEFAULT false,
  ADD COLUMN assunto_email_boleto text NOT NULL DEFAULT 'Boleto da sua doação' CHECK (length(assunto_email_boleto) BETWEEN 1 AND 150),
  ADD COLUMN texto_email_boleto text NOT NULL
    DEFAULT 'Olá, {nome}! Segue anexo o boleto da sua doação de R$ {valor}, com vencimento em {vencimento}. Se preferir, pague pela linha digitável: {linhaDigitavel}. Muito obrigado!'
    CHECK (length(texto_email_boleto) BETWEEN 1 AND 2000);

ALTER TABLE mobilizacao_cobranca ADD COLUMN boleto_enviado_em timestamptz;

CREATE OR REPLACE VIEW vw_mobilizacao_cobranca_envio AS
SELECT c.id, c.unidade_id, c.pessoa_id, c.forma_cobranca_id, c.titulo_id, c.colaboracao_id, c.nosso_numero, c.vencimento, c.valor, c.situacao, c.motivo,
       f.banco, f.layout, c.remessa_id, c.ativo, c.criado_em, c.boleto_enviado_em
FROM mobilizacao_cobranca AS c
JOIN mobilizacao_forma_cobranca AS f ON f.id = c.forma_cobranca_id
WHERE c.situacao IN ('a_enviar', 'rejeitada') AND f.tipo IN ('boleto', 'debito_automatico');

-- A one-off gift paid by boleto gets its charge (mobilizacao_cobranca) when it is registered: the
-- boleto agreement chosen on the gift, else the active one; the gift keeps the agreement used.
ALTER TABLE doacao ADD COLUMN forma_cobranca_id integer REFERENCES mobilizacao_forma_cobranca(id);
