import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { PIX_ESTATICO } from './pixEstatico.ts';
import type { Cobranca, DoacaoACobrar, ProvedorDePagamento } from './provedor.ts';

// The providers the gifts are charged through (the interface is provedor.ts).

/** Every provider, the first that charges a method serving it. */
export const PROVEDORES: readonly ProvedorDePagamento[] = [PIX_ESTATICO];

export function provedorDaForma(forma: string): ProvedorDePagamento | null {
  return PROVEDORES.find((p) => p.formas.includes(forma)) ?? null;
}

/** Charges a gift through its method's provider, when one serves it, keeping the charge's txid on the gift; null: no provider. */
export async function cobrarDoacao(trx: Db, doacao: DoacaoACobrar): Promise<Cobranca | null> {
  const provedor = provedorDaForma(doacao.forma);
  if (provedor === null) return null;
  const cobranca = await provedor.cobrar(trx, doacao);
  if (cobranca.txid !== doacao.txid) await sql`UPDATE doacao SET txid = ${cobranca.txid}, atualizado_em = now() WHERE id = ${doacao.id}`.execute(trx);
  return cobranca;
}
