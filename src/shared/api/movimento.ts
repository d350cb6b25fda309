// The replies of the account statement (GET /api/financeiro/extrato) and of the cash flow
// (GET /api/financeiro/fluxocaixa): amounts are numbers with two decimals, dates YYYY-MM-DD.

/** The longest period the server answers at once, in days; a day-by-day cash flow, a year. */
export const MAIOR_PERIODO_EM_DIAS = 1096;
export const MAIOR_PERIODO_DIARIO_EM_DIAS = 366;
/** The statement comes a page at a time: `page` (from 1) and `rpp`, by default and at most these. */
export const POR_PAGINA_DO_EXTRATO = 500;
export const MAIOR_POR_PAGINA_DO_EXTRATO = 1000;

export type TipoDoMovimento = 'BAIXA' | 'ESTORNO_BAIXA' | 'TRANSFERENCIA_SAIDA' | 'TRANSFERENCIA_ENTRADA' | 'ESTORNO_TRANSFERENCIA';

export interface LinhaDoExtratoDaConta {
  data: string;
  tipo: TipoDoMovimento;
  descricao: string;
  /** The título's person, or the transfer's other account. */
  contraparte: string | null;
  valor: number;
  saldo: number;
  titulo: { id: number; tipo: 'receita' | 'despesa' } | null;
  transferencia: number | null;
}

export interface ExtratoDaConta {
  conta: { id: number; descricao: string };
  inicio: string;
  fim: string;
  /** Filtered by categoria or centro de custo: the balances are of the filtered movements alone, from zero. */
  filtrado: boolean;
  saldoInicial: number;
  entradas: number;
  saidas: number;
  saldoFinal: number;
  /** The period's movements; the totals above are of all of them, whatever the page. */
  quantidade: number;
  pagina: number;
  porPagina: number;
  /** The page's movements, each balance continuing the previous pages'. */
  linhas: LinhaDoExtratoDaConta[];
}

export interface FaixaDoFluxoDeCaixa {
  chave: string;
  inicio: string;
  fim: string;
  realizadoEntradas: number;
  realizadoSaidas: number;
  previstoEntradas: number;
  previstoSaidas: number;
  resultado: number;
  saldo: number;
}

export interface FluxoDeCaixaDaUnidade {
  /** The account, or null when consolidated (every account of the unit). */
  conta: { id: number; descricao: string } | null;
  agrupamento: 'DIA' | 'SEMANA' | 'MES';
  saldoInicial: number;
  saldoFinal: number;
  faixas: FaixaDoFluxoDeCaixa[];
}
