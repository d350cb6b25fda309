// The CEBAS texts the user reads (pt-BR): the calculators' refusals, shared by the page and the server.

export const MENSAGENS_DO_CEBAS = {
  tipoInvalido: 'Escolha a calculadora: superior, básica, básica mista ou básica gratuita.',
  anoInvalido: 'Informe um ano entre 2000 e 2100.',
  contagemInvalida: 'Informe um número inteiro de 0 a 1.000.000.',
  alunosPagantesObrigatorio: 'Informe o número de alunos pagantes.',
  alunosGratuitosObrigatorio: 'Informe o número de alunos gratuitos.',
  naoSeAplica: 'Este número não entra nesta calculadora.',
  perfilAcimaDosGratuitos: 'Os alunos no perfil de renda não podem passar do total de alunos gratuitos.',
  prouniInvalido: 'Informe se a instituição aderiu ao Prouni (sim ou não).',
  prouniSoNoSuperior: 'O Prouni só se aplica à educação superior.',
} as const;
