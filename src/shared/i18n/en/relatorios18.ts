// English of the approval family's report cards (aprovacaofinanceira/relatorios, issue 18): the
// cards, their dialog, the project page's button and the tags.
export const EN_RELATORIOS18: Readonly<Record<string, string>> = {
  'Aprovações por período e aprovador': 'Approvals by period and approver',
  'Cada aprovação e rejeição dos títulos a pagar da unidade no período: data, título, pessoa, valor, nível, decisão, motivo e aprovador, com os totais por aprovador.':
    "Every approval and rejection of the unit's payables in the period: date, bill, person, amount, level, decision, reason and approver, with the totals per approver.",
  'Empréstimos em aberto e atrasados': 'Open and overdue loans',
  'Os empréstimos entre projetos ainda não quitados, pela data de devolução: valor, devolvido, saldo devedor e dias em atraso, com o saldo devedor e o atrasado.':
    'The loans between projects not yet settled, by return date: amount, returned, balance owed and days overdue, with the balance owed and the overdue balance.',
  'Execução financeira do projeto': 'Project financial execution',
  'A prestação de contas de um projeto: orçado x executado por rubrica e cada despesa com o seu documento, pessoa, data, rubrica e valor, pago e em aberto, com os totais.':
    "A project's accountability: budget vs executed per budget line and every expense with its document, person, date, budget line and amount, paid and open, with the totals.",
  'Limitar a um período (sem ele, todo o projeto)': 'Limit to a period (without it, the whole project)',
  'Relatório de execução': 'Execution report',
  'Emitir o relatório das aprovações e rejeições por período e aprovador.': 'Issue the report of approvals and rejections by period and approver.',
  'Emitir o relatório dos empréstimos entre projetos em aberto e atrasados.': 'Issue the report of open and overdue loans between projects.',
  'Emitir o relatório de execução financeira de um projeto: orçado x executado por rubrica e cada despesa com o seu documento.':
    "Issue a project's financial execution report: budget vs executed per budget line and every expense with its document.",
};
