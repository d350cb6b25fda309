// English of the supplies and stock (issue 19): the rules' messages, the screens and the reports.
export const EN_SUPRIMENTOS: Readonly<Record<string, string>> = {
  'A quantidade deve ser maior que zero.': 'The quantity must be greater than zero.',
  'O valor não pode ser negativo.': 'The value cannot be negative.',
  'Estoque insuficiente: há {disponivel} e foram pedidas {quantidade}.': 'Insufficient stock: there are {disponivel} and {quantidade} were asked for.',
  'O local de destino deve ser diferente do local de origem.': 'The destination location must differ from the origin location.',
  'Informe o motivo do ajuste.': 'Give the reason for the adjustment.',
  'Um movimento de estoque gravado não é alterado: registre outro que o corrija.': 'A recorded stock movement is not changed: record another that corrects it.',
};
