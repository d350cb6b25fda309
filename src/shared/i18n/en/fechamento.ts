// English of the accounting lock (Contabilidade › Fechamento): the guard's refusal, the rules of
// closing and reopening, and the page.
export const EN_FECHAMENTO: Readonly<Record<string, string>> = {
  'O período até {data} está fechado: a contabilidade não aceita lançamentos com data até esse dia. Use uma data posterior ou peça a reabertura do período em Financeiro › Contabilidade › Fechamento.':
    'The period up to {data} is closed: the books take no entries dated on or before that day. Use a later date or ask for the period to be reopened in Finance › Accounting › Closing.',
  'A data do fechamento não pode ser posterior a hoje.': 'The closing date cannot be after today.',
  'O período já está fechado até {data}: para fechar, escolha uma data posterior.': 'The period is already closed up to {data}: to close, choose a later date.',
  'Para reabrir, escolha uma data anterior a {data}, o fechamento atual (ou deixe em branco para reabrir tudo).':
    'To reopen, choose a date before {data}, the current closing (or leave it blank to reopen everything).',
  'Não há período fechado para reabrir.': 'There is no closed period to reopen.',
  'Informe o motivo da reabertura.': 'Enter the reason for reopening.',
  'Informe a data até a qual o período fica fechado.': 'Enter the date up to which the period is closed.',
  // The tags.
  'Fechar o período contábil da instituição até uma data: nada com data até ela é mais gravado, nas finanças e na contabilidade.':
    "Close the institution's accounting period up to a date: nothing dated up to it is recorded any more, in finance and in the books.",
  'Reabrir um período contábil fechado, com o motivo.': 'Reopen a closed accounting period, giving the reason.',
  // The calls' replies.
  'Período reaberto: fechado agora até {data}.': 'Period reopened: now closed up to {data}.',
  'Período reaberto: não há mais período fechado.': 'Period reopened: nothing is closed any more.',
  // The page (src/client/pages/financeiro/fechamento).
  Fechamento: 'Closing',
  'Nenhum período fechado.': 'No period is closed.',
  'Período fechado até {data}.': 'Period closed up to {data}.',
  'Encerre o exercício de {ano} em todas as unidades antes de fechar o período até 31/12/{ano}: falta {unidades}.':
    'Close the {ano} financial year in every unit before closing the period up to 31/12/{ano}: missing {unidades}.',
  'Fechar período': 'Close period',
  'Fechar até': 'Close up to',
  'Reabrir período': 'Reopen period',
  'Fechado até (vazio: reabrir tudo)': 'Closed up to (empty: reopen everything)',
  'Encerramento do exercício': 'Year-end closing',
  'Leva o superávit ou o déficit do ano ao patrimônio social, com lançamentos em 31/12 da unidade.':
    "Carries the year's surplus or deficit to equity, with the unit's entries on 31/12.",
  Ano: 'Year',
  'Encerrar exercício {ano}': 'Close financial year {ano}',
  'Histórico do fechamento': 'Closing history',
  Quando: 'When',
  Operação: 'Operation',
  Reabertura: 'Reopening',
  'Fechado até': 'Closed up to',
  'Nada fechado': 'Nothing closed',
  Motivo: 'Reason',
  Usuário: 'User',
  Sistema: 'System',
};
