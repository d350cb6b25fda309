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
  // Accounting and budget cards.
  'Emitir o balancete do plano de contas em PDF ou planilha.': 'Issue the trial balance of the chart of accounts as PDF or spreadsheet.',
  'Emitir o razão de uma conta contábil em PDF ou planilha.': "Issue a ledger account's general ledger as PDF or spreadsheet.",
  'Emitir a demonstração do superávit ou déficit (ITG 2002).': 'Issue the statement of surplus or deficit (ITG 2002).',
  'Emitir a execução orçamentária de um ano (planejado x realizado).': "Issue a year's budget execution (planned vs realised).",
  'Cada conta do plano de contas com o saldo anterior, os débitos e créditos do período e o saldo final; as sintéticas somam as suas analíticas.':
    'Each account of the chart with its opening balance, the debits and credits of the period and its closing balance; summary accounts add up their detail accounts.',
  'Os lançamentos de uma conta contábil no período, com a contrapartida e o saldo depois de cada um.': "A ledger account's entries in the period, with the other side and the balance after each.",
  'Demonstração do superávit ou déficit': 'Statement of surplus or deficit',
  'As receitas e as despesas do período pelo plano de contas e o resultado, superávit ou déficit (ITG 2002).':
    "The period's revenue and expenses by the chart of accounts and the result, surplus or deficit (ITG 2002).",
  'Execução orçamentária': 'Budget execution',
  'O orçamento de um ano, planejado x realizado por categoria e centro de custo, com a diferença e o percentual realizado.':
    "A year's budget, planned vs realised by category and cost centre, with the difference and the percentage realised.",
  'Conta contábil': 'Ledger account',
  Ano: 'Year',
  Balancete: 'Trial balance',
  'Informe um ano de 2000 a 2100.': 'Enter a year from 2000 to 2100.',
};
