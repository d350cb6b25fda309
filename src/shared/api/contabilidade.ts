import type { GrupoContabil, NaturezaContabil, TipoDeConta } from '../contabilidade/planoDeContas.ts';
import type { OrigemDoLancamento } from '../contabilidade/origens.ts';

// The accounting reads (GET /api/financeiro/contabilidade/balancete and /razao), amounts in cents.

export interface LinhaDoBalanceteDaUnidade {
  id: number;
  codigo: string;
  descricao: string;
  nivel: number;
  tipo: TipoDeConta;
  natureza: NaturezaContabil;
  grupo: GrupoContabil;
  saldoAnteriorCentavos: number;
  debitosCentavos: number;
  creditosCentavos: number;
  saldoFinalCentavos: number;
}

export interface BalanceteDaUnidade {
  inicio: string;
  fim: string;
  linhas: LinhaDoBalanceteDaUnidade[];
  /** The analytic accounts' debits and credits of the period: always equal. */
  totalDebitosCentavos: number;
  totalCreditosCentavos: number;
}

export interface LinhaDoRazaoDaUnidade {
  id: number;
  data: string;
  historico: string;
  origem: OrigemDoLancamento;
  /** The other side's account: "1.1.02 Banco do Brasil". */
  contrapartida: string;
  debitoCentavos: number;
  creditoCentavos: number;
  saldoCentavos: number;
}

export interface RazaoDaUnidade {
  conta: { id: number; codigo: string; descricao: string; natureza: NaturezaContabil };
  inicio: string;
  fim: string;
  saldoAnteriorCentavos: number;
  linhas: LinhaDoRazaoDaUnidade[];
  saldoFinalCentavos: number;
  /** More entries than LIMITE_DO_RAZAO in the period: the first ones are listed, the final balance is the period's. */
  truncado: boolean;
}

export const LIMITE_DO_RAZAO = 5000;

/** The most entries one export file holds; a longer period is refused, asking for a shorter one. */
export const LIMITE_DA_EXPORTACAO = 200_000;
