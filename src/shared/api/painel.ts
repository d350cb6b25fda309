// The replies of the finance dashboards (GET /api/financeiro/painel/<parte>): amounts are numbers
// with two decimals, months YYYY-MM, dates YYYY-MM-DD. Realised amounts are the baixas by their
// date, less the reversals by theirs (regime de caixa), not the títulos by competence.

export type TipoDoPainel = 'receitas' | 'despesas';

/** How many slices a ranking chart shows before the rest is summed as "Outros". */
export const FATIAS_DO_PAINEL = 8;
/** How many people the top suppliers and donors list. */
export const PESSOAS_DO_PAINEL = 10;

export interface MesDoPainel {
  mes: string;
  receitas: number;
  despesas: number;
  resultado: number;
}

export interface PainelMensal {
  inicio: string;
  fim: string;
  receitas: number;
  despesas: number;
  resultado: number;
  meses: MesDoPainel[];
}

/** A category, cost centre or person; id null for "Outros" (the rest) or for títulos without one. */
export interface FatiaDoPainel {
  id: number | null;
  nome: string;
  valor: number;
  outros?: true;
}

export interface PainelPorChave {
  tipo: TipoDoPainel;
  total: number;
  fatias: FatiaDoPainel[];
}

export interface SaldoDaContaNoPainel {
  id: number;
  descricao: string;
  saldo: number;
}

export interface PainelDeContas {
  /** The balances at the end of this day. */
  fim: string;
  total: number;
  contas: SaldoDaContaNoPainel[];
}

export type FaixaDeAtraso = '1-30' | '31-60' | '61-90' | '90+';
export const FAIXAS_DE_ATRASO: readonly FaixaDeAtraso[] = ['1-30', '31-60', '61-90', '90+'];

export interface AtrasoDoPainel {
  faixa: FaixaDeAtraso;
  quantidade: number;
  valor: number;
}

/** How many open títulos, and what is still open of them. */
export interface AbertoDoPainel {
  quantidade: number;
  valor: number;
}

/** One side's open títulos: those overdue today (quantidade, valor, by days overdue) and more. */
export interface VencidosDoLado {
  quantidade: number;
  valor: number;
  faixas: AtrasoDoPainel[];
  /** Those whose next due date falls in the period, overdue or not. */
  noPeriodo: AbertoDoPainel;
  /** All open, overdue or not: the overdue part over it is the default rate (inadimplência). */
  emAberto: AbertoDoPainel;
}

/** Open títulos past their next due date today, by days overdue; those due in the period; all open. */
export interface PainelDeVencidos {
  hoje: string;
  receber: VencidosDoLado;
  pagar: VencidosDoLado;
}

/** A budget category's year: planned and realised by competence (helper orcamento's execucaoOrcamentaria). */
export interface CategoriaDoOrcamentoNoPainel {
  id: number;
  nome: string;
  tipo: TipoDoPainel;
  planejado: number;
  realizado: number;
  /** Realised over planned × 100; null when nothing was planned. */
  percentual: number | null;
}

export interface PainelDoOrcamento {
  ano: number;
  planejado: number;
  realizado: number;
  percentual: number | null;
  /** The categories of the plan, the largest planned first (FATIAS_DO_PAINEL of them). */
  categorias: CategoriaDoOrcamentoNoPainel[];
}
