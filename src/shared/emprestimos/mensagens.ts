// The loans' rules speak these (aprovacao.ts, devolucao.ts, mrosc.ts, and the server's hooks);
// each is a key of the catalogue, filled in with interpolar and shown through traduzir.
export const MENSAGENS_DOS_EMPRESTIMOS = {
  naoAguardaAprovacao: 'O empréstimo não aguarda aprovação.',
  solicitanteNaoDecide: 'Quem solicitou o empréstimo não o aprova nem o rejeita.',
  jaDecidiu: 'Você já decidiu sobre este empréstimo.',
  semPapelPendente: 'Você não é um dos aprovadores pendentes deste empréstimo.',
  naoTransferido: 'O empréstimo não foi transferido: não há saldo a devolver.',
  devolucaoSemValor: 'O valor da devolução deve ser maior que zero.',
  devolucaoAcimaDoSaldo: 'A devolução ({valor}) é maior que o saldo devedor do empréstimo ({saldo}).',
  mrosc:
    'O projeto {projeto} é uma parceria com a administração pública (MROSC): os seus recursos ficam na conta própria do projeto e não podem ser emprestados (Lei 13.019/2014, art. 51).',
  mesmoProjeto: 'O projeto que recebe deve ser diferente do projeto que empresta.',
  semCoordenador: 'O projeto {projeto} não tem coordenador para aprovar o empréstimo.',
  semConta: 'O projeto {projeto} não tem conta própria: informe a conta da instituição.',
  mesmaConta: 'As contas dos dois projetos são a mesma: não há o que transferir.',
  devolucaoAntesDaTransferencia: 'A data da devolução não pode ser anterior à da transferência ({data}).',
  devolucaoNoFuturo: 'A data da devolução não pode ser futura.',
  dataDevolucaoPassada: 'A data prevista para a devolução não pode ser anterior a hoje.',
} as const;
