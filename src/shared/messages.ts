// Fixed pt-BR texts that client and server must say character for character.

export const MENSAGENS = {
  sessaoExpirada: 'Sessão expirada. Faça login novamente.',
  semPermissao: 'Você não possui permissão para acessar essa funcionalidade',
  credenciaisInvalidas: 'Usuário ou senha inválidos.',
  muitasTentativas: 'Muitas tentativas com senha incorreta. Aguarde 15 minutos e tente novamente.',
  errosFormulario: 'Existem erros no formulário, revise-o salve novamente.',
  contextoFalhou: 'Não foi possível identificar o usuário.',
  naoEncontrado: 'Registro não encontrado.',
  requisicaoInvalida: 'Requisição inválida.',
  erroInterno: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
} as const;
