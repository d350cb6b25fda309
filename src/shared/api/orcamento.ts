import type { ExecucaoDoAno } from '../orcamento/consolidacao.ts';

// The budget plan's calls (GET/POST /api/financeiro/planoorcamentario...): amounts in reais with
// two decimals, as the other finance replies; the months January first.

export interface OpcaoDoOrcamento {
  id: number;
  /** "2.1.01 - Aluguel" or "01 - Administração geral". */
  nome: string;
}

export interface CategoriaDoOrcamento extends OpcaoDoOrcamento {
  natureza: 'RECEITA' | 'DESPESA';
}

export interface LinhaDaGrade {
  categoriaId: number;
  centroCustoId: number;
  /** Twelve amounts in reais, January first. */
  meses: number[];
}

export interface GradeDoOrcamento {
  ano: number;
  fechado: boolean;
  linhas: LinhaDaGrade[];
  /** The analytic categories and active cost centres a new line may take. */
  categorias: CategoriaDoOrcamento[];
  centrosDeCusto: OpcaoDoOrcamento[];
}

/** The bulk save: the lines sent replace theirs (or are added), the removed ones go. */
export interface GravacaoDaGrade {
  ano: number;
  linhas: LinhaDaGrade[];
  removidas?: { categoriaId: number; centroCustoId: number }[];
}

/** The pure rule's execution (cents) with the year and the filter it was read with. */
export interface ExecucaoOrcamentaria extends ExecucaoDoAno {
  ano: number;
  centroCustoId: number | null;
  /** The names of the lines' categories and cost centres, by id ("2.1.01 - Aluguel"). */
  nomes: { categorias: Record<number, string>; centrosDeCusto: Record<number, string> };
}
