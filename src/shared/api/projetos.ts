import type { SituacaoDaPrestacao, TipoDePrestacao } from '../projetos/prestacao.ts';
import type { ExecucaoDoProjeto } from '../projetos/rubricas.ts';

// The project page's call (GET /api/projetos/:id/execucao): its budget vs executed by rubrica in
// cents (the pure rule's result), its goals and its accountability deadlines with their state.

export const urlDaExecucao = (id: number | string): string => `/api/projetos/${id}/execucao`;

export interface MetaDoProjeto {
  descricao: string;
  indicador: string;
  alvo: number;
  realizado: number;
}

export interface PrestacaoDoProjeto {
  tipo: TipoDePrestacao;
  vencimento: string;
  apresentadaEm: string | null;
  situacao: SituacaoDaPrestacao;
}

export interface ExecucaoDaPagina {
  execucao: ExecucaoDoProjeto;
  metas: MetaDoProjeto[];
  prestacoes: PrestacaoDoProjeto[];
}

/** The execution report: PDF or spreadsheet, made in the background. */
export interface PedidoDoRelatorioDeExecucao {
  formato: 'PDF' | 'XLSX';
}
