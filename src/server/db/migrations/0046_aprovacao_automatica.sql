-- A payable the approval did not have to weigh still has its history row (issue 18): the título
-- created from a bank statement line is born paid, the bank having already moved the money, so it
-- stays approved and its history says why, as an 'AUTOMATICO' decision of whoever matched it.
ALTER TABLE aprovacao_decisao DROP CONSTRAINT aprovacao_decisao_decisao_check;
ALTER TABLE aprovacao_decisao ADD CONSTRAINT aprovacao_decisao_decisao_check
  CHECK (decisao IN ('APROVADO', 'REJEITADO', 'REINICIADO', 'AUTOMATICO'));
