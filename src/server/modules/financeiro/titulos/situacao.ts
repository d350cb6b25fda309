import type { BaixaLida, ParcelaLida } from './linhas.ts';

// What a título's baixas make of it: how much of each installment is paid (the principal of its
// active baixas; interest, fine and discount are recorded apart and never pay principal), the
// título's paid and open amounts, its next due date and its state. Exact, in cents.

export type Situacao = 'ABERTO' | 'PARCIAL' | 'PAGO' | 'CANCELADO';

export interface Posicao {
  situacao: Situacao;
  pagoCentavos: number;
  abertoCentavos: number;
  /** The earliest (real) due date of an installment not fully paid; null when all are. */
  proximoVencimento: string | null;
}

export const ativas = (baixas: readonly BaixaLida[]): BaixaLida[] => baixas.filter((b) => b.estornadaEm === null);

/** The principal paid of each installment, by its number. */
export function pagoPorParcela(baixas: readonly BaixaLida[]): Map<number, number> {
  const pago = new Map<number, number>();
  for (const b of ativas(baixas)) pago.set(b.parcela, (pago.get(b.parcela) ?? 0) + b.centavos);
  return pago;
}

export function posicaoDoTitulo(totalCentavos: number, parcelas: readonly ParcelaLida[], baixas: readonly BaixaLida[], cancelado: boolean): Posicao {
  const pago = pagoPorParcela(baixas);
  const pagoCentavos = [...pago.values()].reduce((soma, v) => soma + v, 0);
  const abertas = parcelas.filter((p) => (pago.get(p.numero) ?? 0) < p.centavos);
  const proximoVencimento = abertas.map((p) => p.vencimentoReal ?? p.vencimento).sort()[0] ?? null;
  if (cancelado) return { situacao: 'CANCELADO', pagoCentavos, abertoCentavos: 0, proximoVencimento: null };
  const abertoCentavos = Math.max(totalCentavos - pagoCentavos, 0);
  const situacao: Situacao = pagoCentavos === 0 ? 'ABERTO' : abertoCentavos === 0 ? 'PAGO' : 'PARCIAL';
  return { situacao, pagoCentavos, abertoCentavos, proximoVencimento: situacao === 'PAGO' ? null : proximoVencimento };
}
