// The approval's pt-BR texts, shared by the rules, the server and the tests.

export const MOTIVO_SEM_APROVADOR = 'Nenhum aprovador disponível no nível {nivel}: quem o aprova pediu o título, já aprovou outro nível ou passou do limite mensal.';
export const MENSAGEM_AGUARDA_APROVACAO = 'O título aguarda aprovação: {motivo}';
export const MENSAGEM_REJEITADO = 'O título foi rejeitado na aprovação: {motivo}';
export const MENSAGEM_NAO_E_APROVADOR = 'Você não é um aprovador disponível deste título no nível em que ele está.';
export const MENSAGEM_NAO_PENDENTE = 'O título não aguarda aprovação.';
export const MENSAGEM_APROVADO = 'Aprovação registrada.';
export const MENSAGEM_REJEICAO = 'Rejeição registrada.';
export const DESCRICAO_DO_NIVEL = 'nível {nivel}';
