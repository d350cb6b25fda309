// The approval's pt-BR texts, shared by the rules, the server and the tests (and keys of the
// English catalogue, through textosDosDados).

export const MENSAGENS_DA_APROVACAO = {
  semAprovador: 'Nenhum aprovador disponível no nível {nivel}: quem o aprova pediu o título, já aprovou outro nível ou passou do limite mensal.',
  aguardaAprovacao: 'O título aguarda aprovação: {motivo}',
  rejeitado: 'O título foi rejeitado na aprovação: {motivo}',
  naoEAprovador: 'Você não é um aprovador disponível deste título no nível em que ele está.',
  naoPendente: 'O título não aguarda aprovação.',
  aprovado: 'Aprovação registrada.',
  rejeicao: 'Rejeição registrada.',
  descricaoDoNivel: 'nível {nivel}',
  criadoPelaConciliacao: 'Criado pela conciliação: o pagamento já consta do extrato',
} as const;
