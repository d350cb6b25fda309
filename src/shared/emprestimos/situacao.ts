// The states of a loan between projects, in the order they are reached: requested, approved by
// both projects' coordinators and finance (one rejection ends it), transferred, partially
// returned, settled. The server stores the code; the labels are the model's (x-opcoes).

export const SITUACOES_DO_EMPRESTIMO = ['SOLICITADO', 'APROVADO', 'REJEITADO', 'TRANSFERIDO', 'PARCIALMENTE_DEVOLVIDO', 'QUITADO'] as const;
export type SituacaoDoEmprestimo = (typeof SITUACOES_DO_EMPRESTIMO)[number];

/** The states in which money is still owed to the source project. */
export const SITUACOES_EM_ABERTO: readonly SituacaoDoEmprestimo[] = ['TRANSFERIDO', 'PARCIALMENTE_DEVOLVIDO'];

const SEGUINTES: Readonly<Record<SituacaoDoEmprestimo, readonly SituacaoDoEmprestimo[]>> = {
  SOLICITADO: ['APROVADO', 'REJEITADO'],
  APROVADO: ['TRANSFERIDO'],
  REJEITADO: [],
  TRANSFERIDO: ['PARCIALMENTE_DEVOLVIDO', 'QUITADO'],
  PARCIALMENTE_DEVOLVIDO: ['PARCIALMENTE_DEVOLVIDO', 'QUITADO'],
  QUITADO: [],
};

/** Whether a loan in `de` may go to `para` (a second partial return keeps it partially returned). */
export const podeIrPara = (de: SituacaoDoEmprestimo, para: SituacaoDoEmprestimo): boolean => SEGUINTES[de].includes(para);

/** Overdue: money still owed and the return date (YYYY-MM-DD) before today (YYYY-MM-DD, the institution's day). */
export const emAtraso = (situacao: SituacaoDoEmprestimo, dataDevolucao: string, hoje: string): boolean =>
  SITUACOES_EM_ABERTO.includes(situacao) && dataDevolucao < hoje;
