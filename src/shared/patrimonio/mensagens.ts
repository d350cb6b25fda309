// The assets' rules speak these (regra.ts and the server's hooks); each is a key of the
// catalogue, filled in with interpolar and shown through traduzir.
export const MENSAGENS_DO_PATRIMONIO = {
  valorInvalido: 'Informe o valor do bem, maior que zero, com no máximo 2 casas decimais.',
  residualInvalido: 'O valor residual deve estar entre zero e o valor do bem.',
  vidaInvalida: 'A vida útil deve ser um número inteiro de meses, de 1 a 1200.',
  inicioInvalido: 'Informe a data de início de uso no formato AAAA-MM-DD.',
  acumuladaInvalida: 'A depreciação acumulada deve estar entre zero e o valor do bem menos o residual.',
  jaBaixado: 'O bem já foi baixado.',
  motivoInexistente: 'Informe um motivo de baixa cadastrado.',
  boletimObrigatorio: 'Informe o número do boletim de ocorrência para a baixa por furto ou roubo.',
  baixaAntesDoInicio: 'A data da baixa não pode ser anterior ao início de uso do bem.',
  baixaNoFuturo: 'A data da baixa não pode ser futura.',
  transferenciaNoFuturo: 'A data da transferência não pode ser futura.',
  mesmoDestino: 'Informe um local, uma unidade ou um responsável diferente do atual.',
  plaquetaRepetida: 'Já existe um bem com a plaqueta {plaqueta}.',
  grupoSemVida: 'Informe a taxa anual ou a vida útil do grupo, ou desmarque Deprecia (terrenos).',
  competenciaInvalida: 'Informe o mês no formato AAAA-MM.',
  grupoInexistente: 'Informe um grupo de bens cadastrado.',
  localInexistente: 'Informe um local de bens cadastrado.',
  inventarioJaAberto: 'Já há uma contagem aberta neste local: continue-a ou feche-a antes de abrir outra.',
  plaquetaInvalida: 'Informe a plaqueta, com até 30 caracteres.',
  inventarioFechado: 'Esta contagem já foi fechada.',
} as const;
