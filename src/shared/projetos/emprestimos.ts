import { emAtraso, type SituacaoDoEmprestimo } from '../emprestimos/situacao.ts';

// A project's loans as its page shows them: given (it lent) or received (it borrowed), and where
// each stands for the project: waiting for approval or the transfer, open, overdue or settled.

export type SentidoDoEmprestimo = 'CONCEDIDO' | 'RECEBIDO';
export type EstadoDoEmprestimo = 'AGUARDANDO' | 'EM_ABERTO' | 'ATRASADO' | 'QUITADO';

/** A loan not rejected (hoje and dataDevolucao: YYYY-MM-DD, the institution's day). */
export function estadoDoEmprestimo(situacao: Exclude<SituacaoDoEmprestimo, 'REJEITADO'>, dataDevolucao: string, hoje: string): EstadoDoEmprestimo {
  if (situacao === 'SOLICITADO' || situacao === 'APROVADO') return 'AGUARDANDO';
  if (situacao === 'QUITADO') return 'QUITADO';
  return emAtraso(situacao, dataDevolucao, hoje) ? 'ATRASADO' : 'EM_ABERTO';
}
