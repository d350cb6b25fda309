import type { EstadoDoEmprestimo, SentidoDoEmprestimo } from '../projetos/emprestimos.ts';
import type { SituacaoDaPrestacao, TipoDePrestacao } from '../projetos/prestacao.ts';
import type { ExecucaoDoProjeto } from '../projetos/rubricas.ts';

// The project page's call (GET /api/projetos/:id/execucao): its budget vs executed by rubrica in
// cents (the pure rule's result), its loans (given and received, rejected ones left out) and its
// next accountability report not yet presented. Goals and every deadline are the form's tables.

export const urlDaExecucao = (id: number | string): string => `/api/projetos/${id}/execucao`;

export interface PrestacaoDoProjeto {
  tipo: TipoDePrestacao;
  vencimento: string;
  apresentadaEm: string | null;
  situacao: SituacaoDaPrestacao;
}

export interface EmprestimoDoProjeto {
  id: number;
  sentido: SentidoDoEmprestimo;
  /** The other project, "código – nome". */
  outroProjeto: string;
  valorCentavos: number;
  /** What is still owed. */
  saldoCentavos: number;
  dataDevolucao: string;
  estado: EstadoDoEmprestimo;
}

export interface ExecucaoDaPagina {
  execucao: ExecucaoDoProjeto;
  emprestimos: EmprestimoDoProjeto[];
  proximaPrestacao: PrestacaoDoProjeto | null;
}

/** The execution report: PDF or spreadsheet, made in the background. */
export interface PedidoDoRelatorioDeExecucao {
  formato: 'PDF' | 'XLSX';
}
