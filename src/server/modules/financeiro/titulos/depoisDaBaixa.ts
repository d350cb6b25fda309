import type { ContextoDoGancho } from '../../../resources/ganchos.ts';

// What other modules do when a título is paid, whoever paid it: its own Receber, a gift's,
// the reconciliation's match, a bank's return file. Each module registers once, at start, by
// name (a second registration of the name replaces the first); each runs in the payment's
// transaction, after the título's position is recalculated.

export type OuvinteDaBaixa = (ctx: ContextoDoGancho, tituloId: number, data: string) => Promise<void>;

const ouvintes = new Map<string, OuvinteDaBaixa>();

export function aoBaixarTitulo(nome: string, ouvinte: OuvinteDaBaixa): void {
  ouvintes.set(nome, ouvinte);
}

export async function avisarBaixa(ctx: ContextoDoGancho, tituloId: number, data: string): Promise<void> {
  for (const ouvinte of ouvintes.values()) await ouvinte(ctx, tituloId, data);
}
