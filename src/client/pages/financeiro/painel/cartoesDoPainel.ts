import type { FatiaDoPainel, PainelDeContas, PainelDeVencidos, PainelMensal, PainelPorChave, TipoDoPainel } from '../../../../shared/api/painel.ts';
import { formatNumber } from '../../../../shared/format/index.ts';
import type { useT } from '../../../i18n/traducao.ts';

// The figures at the top of each dashboard: the overview's (both sides: realised, balance and what
// is overdue), and one side's, payables or receivables (what falls due in the period, what was paid
// or received, what is overdue and open, the largest supplier or donor; the default rate of the
// receivables). From the dashboard's calls: mensal, contas, vencidos and the side's pessoas.

type Traduzir = ReturnType<typeof useT>;

export interface Cartao {
  rotulo: string;
  /** undefined: still loading; null: nothing to show (no base for a rate, no person). */
  valor: number | null | undefined;
  /** reais unless a percentage. */
  percentual?: true;
  /** A second line: how many títulos, or whose amount. */
  nota?: string;
}

export interface DadosDosCartoes {
  mensal: PainelMensal | undefined;
  contas: PainelDeContas | undefined;
  vencidos: PainelDeVencidos | undefined;
  /** The side's largest suppliers or donors in the period (a side's dashboard only). */
  pessoas: PainelPorChave | undefined;
}

export function cartoesGerais(t: Traduzir, { mensal, contas, vencidos }: DadosDosCartoes): Cartao[] {
  return [
    { rotulo: t('Receitas'), valor: mensal?.receitas },
    { rotulo: t('Despesas'), valor: mensal?.despesas },
    { rotulo: t('Resultado'), valor: mensal?.resultado },
    { rotulo: t('Saldo das contas'), valor: contas?.total },
    { rotulo: t('Vencidos a receber'), valor: vencidos?.receber.valor },
    { rotulo: t('Vencidos a pagar'), valor: vencidos?.pagar.valor },
  ];
}

const quantos = (t: Traduzir, quantidade: number | undefined): string | undefined =>
  quantidade === undefined ? undefined : t('Títulos: {quantidade}', { quantidade: formatNumber(quantidade) });

/** The largest named person of a ranking (the rest, "Outros", is no one). */
const maior = (pessoas: PainelPorChave): FatiaDoPainel | null => pessoas.fatias.find((f) => f.outros !== true && f.id !== null) ?? null;

/** The overdue receivables over all open ones, × 100; null when nothing is open. */
export function inadimplencia(vencidos: PainelDeVencidos): number | null {
  const { valor, emAberto } = vencidos.receber;
  return emAberto.valor === 0 ? null : Math.round((valor / emAberto.valor) * 1000) / 10;
}

export function cartoesDoLado(t: Traduzir, lado: TipoDoPainel, { mensal, vencidos, pessoas }: DadosDosCartoes): Cartao[] {
  const despesa = lado === 'despesas';
  const dele = despesa ? vencidos?.pagar : vencidos?.receber;
  const pessoa = pessoas === undefined ? undefined : maior(pessoas);
  const cartoes: Cartao[] = [
    { rotulo: despesa ? t('A pagar no período') : t('A receber no período'), valor: dele?.noPeriodo.valor, nota: quantos(t, dele?.noPeriodo.quantidade) },
    { rotulo: despesa ? t('Pago no período') : t('Recebido no período'), valor: despesa ? mensal?.despesas : mensal?.receitas },
    { rotulo: despesa ? t('Vencido a pagar') : t('Vencido a receber'), valor: dele?.valor, nota: quantos(t, dele?.quantidade) },
    { rotulo: despesa ? t('Em aberto a pagar') : t('Em aberto a receber'), valor: dele?.emAberto.valor, nota: quantos(t, dele?.emAberto.quantidade) },
    { rotulo: despesa ? t('Maior fornecedor (pago)') : t('Maior doador (recebido)'), valor: pessoa === undefined ? undefined : (pessoa?.valor ?? null), nota: pessoa?.nome },
  ];
  if (despesa) return cartoes;
  const taxa = vencidos === undefined ? undefined : inadimplencia(vencidos);
  return [...cartoes, { rotulo: t('Inadimplência'), valor: taxa, percentual: true, nota: t('Vencido sobre o em aberto a receber') }];
}
