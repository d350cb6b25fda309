-- The closing tabs as the engine's lists (issue 17): views the screens read, never written.
--
-- vw_orcamento_ano: the budget's years of each unit (model anoDoOrcamento, the budget plan's
-- Fechamento tab), those with lines or a closing and the current one, with the lines, the
-- planned revenue and expense and who closed the year when. Its id is the year, unique within a
-- unit, so a row's action is POST /api/financeiro/planoorcamentario/fechamento/{ano}/{acao}.
CREATE VIEW vw_orcamento_ano AS
  WITH anos AS (
    SELECT unidade_id, ano FROM orcamento_linha
    UNION SELECT unidade_id, ano FROM orcamento_fechamento
    UNION SELECT id, extract(year FROM now())::int FROM unidade
  ), somas AS (
    SELECT o.unidade_id, o.ano, count(*)::int AS linhas,
      coalesce(sum(t.total) FILTER (WHERE c.natureza = 'RECEITA'), 0)::numeric(14,2) AS receitas,
      coalesce(sum(t.total) FILTER (WHERE c.natureza = 'DESPESA'), 0)::numeric(14,2) AS despesas
    FROM orcamento_linha o JOIN categoria c ON c.id = o.categoria_id
    CROSS JOIN LATERAL (SELECT sum(m) AS total FROM unnest(o.meses) m) t
    GROUP BY o.unidade_id, o.ano
  )
  SELECT a.ano AS id, a.unidade_id, a.ano, coalesce(s.linhas, 0) AS linhas,
    coalesce(s.receitas, 0)::numeric(14,2) AS receitas, coalesce(s.despesas, 0)::numeric(14,2) AS despesas,
    CASE WHEN f.ano IS NULL THEN 'ABERTO' ELSE 'FECHADO' END AS situacao,
    u.nome AS fechado_por, f.fechado_em
  FROM anos a
  LEFT JOIN somas s ON s.unidade_id = a.unidade_id AND s.ano = a.ano
  LEFT JOIN orcamento_fechamento f ON f.unidade_id = a.unidade_id AND f.ano = a.ano
  LEFT JOIN usuario u ON u.id = f.usuario_id;

-- vw_conciliacao_conta: each account of each unit (model contaConciliada, the reconciliation's
-- Fechamento tab), with the statement lines still pending and its last closing (up to when, the
-- bank's and the books' balances then, who closed it when). Its id is the account's, so a row's
-- action is POST /api/financeiro/conciliacao/contas/{conta}/fechar {ate} or /reabrir.
CREATE VIEW vw_conciliacao_conta AS
  SELECT c.id, c.unidade_id, c.descricao,
    (SELECT count(*)::int FROM extrato_linha AS l WHERE l.conta_id = c.id AND l.situacao = 'PENDENTE' AND l.ativo) AS pendentes,
    f.ate AS fechada_ate, f.saldo_banco, f.saldo_sistema, u.nome AS fechada_por, f.criado_em AS fechada_em
  FROM conta AS c
  LEFT JOIN LATERAL (
    SELECT ate, saldo_banco, saldo_sistema, usuario_id, criado_em FROM conciliacao_fechamento
    WHERE conta_id = c.id AND ativo ORDER BY ate DESC LIMIT 1
  ) AS f ON true
  LEFT JOIN usuario AS u ON u.id = f.usuario_id;
