// The service desk's texts the user reads (refusals, notices, the history's field names).

export const MENSAGENS_DO_ATENDIMENTO = {
  encerrado: 'Um atendimento resolvido ou fechado não muda mais.',
  conversaPelasAcoes: 'A conversa e o histórico são escritos pelas ações do atendimento.',
  calendarioIncompleto: 'O calendário de atendimento precisa ser revisto em Atendimento › Configurações: {problema}',
  responsavelInativo: 'Escolha um usuário ativo como responsável.',
  tituloDoAviso: 'Atendimento nº {id}',
  avisoAtribuido: 'O atendimento "{assunto}" foi atribuído a você.',
  avisoResposta: 'Há uma nova resposta no atendimento "{assunto}".',
  avisoSituacao: 'O atendimento "{assunto}" está agora: {situacao}.',
  semDias: 'Marque ao menos um dia de atendimento.',
  fimAntesDoInicio: 'O fim do expediente deve ser depois do início.',
  intervaloForaDoDia: 'O intervalo deve ficar dentro do expediente.',
} as const;

/** The history's name of each field it follows. */
export const CAMPOS_DO_HISTORICO = {
  situacao: 'Situação',
  prioridade: 'Prioridade',
  responsavel: 'Responsável',
  tipo: 'Tipo',
  setor: 'Setor',
  grupo: 'Grupo',
  assunto: 'Assunto',
  solicitantePessoa: 'Solicitante (pessoa)',
  solicitanteUsuario: 'Solicitante (usuário)',
  resposta: 'Resposta',
  nota: 'Nota interna',
} as const;

export const ROTULOS_DA_SITUACAO = {
  ABERTO: 'Aberto',
  EM_ANDAMENTO: 'Em andamento',
  AGUARDANDO_SOLICITANTE: 'Aguardando solicitante',
  RESOLVIDO: 'Resolvido',
  FECHADO: 'Fechado',
} as const;

export const ROTULOS_DA_PRIORIDADE = { BAIXA: 'Baixa', MEDIA: 'Média', ALTA: 'Alta', URGENTE: 'Urgente' } as const;
