// Financeiro › Relatórios: the report cards, their dialogs' fields and the server's messages
// (src/client/pages/financeiro/relatorios, src/server/modules/financeiro/relatorios).
export const EN_RELATORIOS: Readonly<Record<string, string>> = {
  // Tags.
  'Emitir o relatório de contas a pagar e a receber.': 'Issue the accounts payable and receivable report.',
  'Emitir o relatório de títulos pagos e recebidos por período.': 'Issue the report of bills paid and received in a period.',
  'Emitir o extrato de uma conta em PDF ou planilha.': "Issue an account's statement as PDF or spreadsheet.",
  'Emitir o fluxo de caixa em PDF ou planilha.': 'Issue the cash flow as PDF or spreadsheet.',
  // Cards.
  'Contas a pagar e a receber': 'Accounts payable and receivable',
  'As parcelas em aberto com vencimento no período, por data de vencimento: pessoa, documento, valor, o que falta e os dias em atraso, com os totais a receber, a pagar e o saldo.':
    'The open instalments due in the period, by due date: person, document, amount, what is still open and the days overdue, with the totals receivable, payable and the balance.',
  'Títulos pagos e recebidos': 'Bills paid and received',
  'Os pagamentos e recebimentos do período, dia a dia, com juros, multa e desconto; um estorno entra na sua data com o sinal contrário, e os totais são líquidos.':
    "The period's payments and receipts, day by day, with interest, fine and discount; a reversal shows on its own date with the opposite sign, and the totals are net.",
  'Os movimentos de uma conta no período com o saldo corrido, como na tela do extrato: saldo inicial, entradas, saídas e saldo final.':
    "An account's movements in the period with the running balance, as on the statement page: opening balance, inflows, outflows and closing balance.",
  'Até 10.000 movimentos; para mais, escolha um período menor.': 'Up to 10,000 movements; for more, choose a shorter period.',
  'Entradas e saídas realizadas e previstas por dia, semana ou mês, com o resultado e o saldo de cada período, de uma conta ou de todas.':
    'Realised and projected inflows and outflows by day, week or month, with the result and balance of each period, for one account or all of them.',
  // Dialog fields.
  Títulos: 'Bills',
  'A receber e a pagar': 'Receivable and payable',
  'A receber': 'Receivable',
  'A pagar': 'Payable',
  'Recebidos e pagos': 'Received and paid',
  Recebidos: 'Received',
  Pagos: 'Paid',
  Vencidas: 'Overdue',
  'A vencer': 'Not yet due',
  Agrupar: 'Group',
  'Por mês': 'By month',
  'Por semana': 'By week',
  'Por dia': 'By day',
  // Server messages.
  'Escolha o formato: PDF ou XLSX.': 'Choose the format: PDF or XLSX.',
  'Escolha a receber, a pagar ou ambos.': 'Choose receivable, payable or both.',
  'Escolha todas, vencidas ou a vencer.': 'Choose all, overdue or not yet due.',
};
