// English of the loans between projects (issue 18): the rules' messages, the screens and the report.
export const EN_EMPRESTIMOS: Readonly<Record<string, string>> = {
  'O empréstimo não aguarda aprovação.': 'The loan is not awaiting approval.',
  'Quem solicitou o empréstimo não o aprova nem o rejeita.': 'Whoever requested the loan neither approves nor rejects it.',
  'Você já decidiu sobre este empréstimo.': 'You have already decided on this loan.',
  'Você não é um dos aprovadores pendentes deste empréstimo.': 'You are not one of the pending approvers of this loan.',
  'O empréstimo não foi transferido: não há saldo a devolver.': 'The loan was not transferred: there is no balance to return.',
  'O valor da devolução deve ser maior que zero.': 'The amount returned must be greater than zero.',
  'A devolução ({valor}) é maior que o saldo devedor do empréstimo ({saldo}).': 'The return ({valor}) is greater than the loan’s outstanding balance ({saldo}).',
  'O projeto {projeto} é uma parceria com a administração pública (MROSC): os seus recursos ficam na conta própria do projeto e não podem ser emprestados (Lei 13.019/2014, art. 51).':
    'Project {projeto} is a partnership with the public administration (MROSC): its funds stay in the project’s own account and cannot be lent (Law 13.019/2014, art. 51).',
  'O projeto que recebe deve ser diferente do projeto que empresta.': 'The receiving project must differ from the lending project.',
  'O projeto {projeto} não tem coordenador para aprovar o empréstimo.': 'Project {projeto} has no coordinator to approve the loan.',
  'O projeto {projeto} não tem conta própria: informe a conta da instituição.': 'Project {projeto} has no account of its own: name the institution’s account.',
  'As contas dos dois projetos são a mesma: não há o que transferir.': 'Both projects use the same account: there is nothing to transfer.',
  'A data da devolução não pode ser anterior à da transferência ({data}).': 'The return date cannot be before the transfer’s ({data}).',
  'A data da devolução não pode ser futura.': 'The return date cannot be in the future.',
  'A data prevista para a devolução não pode ser anterior a hoje.': 'The expected return date cannot be before today.',
};
