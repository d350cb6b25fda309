// What the messages calls answer, in pt-BR.

export const TEXTOS_DAS_MENSAGENS = {
  naoEncontrada: 'Mensagem não encontrada.',
  conversaNaoEncontrada: 'Conversa não encontrada.',
  rascunhoNaoEncontrado: 'Rascunho não encontrado.',
  anexoNaoEncontrado: 'Anexo não encontrado.',
  semParticipantes: 'Ninguém mais nesta conversa pode receber a resposta.',
  dataFinalAntes: 'A data final deve ser igual ou posterior à data inicial.',
  enviada: 'Mensagem enviada.',
  respondida: 'Resposta enviada.',
  rascunhoSalvo: 'Rascunho salvo.',
  rascunhoExcluido: 'Rascunho excluído.',
  excluida: 'Mensagem excluída.',
  marcadaLida: 'Mensagem marcada como lida.',
  marcadaNaoLida: 'Mensagem marcada como não lida.',
} as const;
