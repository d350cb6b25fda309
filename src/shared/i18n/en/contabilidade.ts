// Contabilidade: the messages of the accounting rules (src/shared/contabilidade/mensagens.ts).
export const EN_CONTABILIDADE: Readonly<Record<string, string>> = {
  'Use números separados por ponto, como 1 ou 1.1.01.': 'Use numbers separated by dots, such as 1 or 1.1.01.',
  'Já existe uma conta contábil com o código {codigo}.': 'A ledger account with code {codigo} already exists.',
  'A conta {codigo} fica abaixo da conta {esperado}.': 'Account {codigo} belongs under account {esperado}.',
  'A conta superior {pai} da conta {codigo} não existe no plano.': 'The parent account {pai} of account {codigo} is not in the chart.',
  'A conta superior {pai} da conta {codigo} deve ser sintética.': 'The parent account {pai} of account {codigo} must be synthetic.',
  'A conta {codigo} deve ser do mesmo grupo da conta superior {pai}.': 'Account {codigo} must be in the same group as its parent account {pai}.',
  'O nível da conta {codigo} é {nivel}, o número de partes do código.': 'The level of account {codigo} is {nivel}, the number of parts of its code.',
  'A conta sintética {codigo} precisa de ao menos uma conta abaixo dela.': 'Synthetic account {codigo} needs at least one account under it.',
  'A conta contábil {codigo} não existe no plano.': 'Ledger account {codigo} is not in the chart.',
  'A conta {codigo} é sintética e não recebe lançamentos; use uma conta analítica.': 'Account {codigo} is synthetic and takes no entries; use an analytic account.',
  'O valor do lançamento deve ser maior que zero.': 'The amount of the entry must be greater than zero.',
  'A conta de débito e a de crédito devem ser diferentes.': 'The debit and credit accounts must differ.',
  'A conta bancária {nome} não está associada a uma conta contábil.': 'Bank account {nome} is not mapped to a ledger account.',
  'A categoria {nome} não está associada a uma conta contábil.': 'Category {nome} is not mapped to a ledger account.',
  'O imposto {sigla} não está associado a uma conta contábil.': 'Tax {sigla} is not mapped to a ledger account.',
  'Escolha a conta contábil dos descontos concedidos para contabilizar este desconto.': 'Choose the ledger account for discounts granted to post this discount.',
  'Os valores do lançamento não podem ser negativos.': 'The amounts of an entry cannot be negative.',
  'As retenções e o desconto passam do valor da despesa.': 'The withholdings and the discount exceed the amount of the expense.',
  'O desconto passa do valor da receita.': 'The discount exceeds the amount of the revenue.',
  'A conta de origem e a de destino da transferência devem ser diferentes.': 'The source and destination accounts of a transfer must differ.',
  'Um estorno não pode ser estornado.': 'A reversal cannot be reversed.',
  'A conta de apuração do resultado deve ser analítica e não pode ser de receita nem de despesa.':
    'The result account must be analytic and cannot be a revenue or expense account.',
  'A conta que recebe o superávit ou déficit deve ser uma conta analítica do patrimônio líquido.':
    'The account that receives the surplus or deficit must be an analytic equity account.',
};
