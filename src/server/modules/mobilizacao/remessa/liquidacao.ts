import { sql } from 'kysely';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { RegistroDeRetorno } from '../../../../shared/mobilizacao/arquivos/tipos.ts';
import type { Db } from '../../../db/database.ts';
import { contabilizar } from '../../financeiro/contabilidade/contabilizar.ts';

// A liquidação of a return: the receivable's baixa through the finance core's own action (its
// installments, amount checks and situação; the donation behind the receivable is received by
// the donations' own rule, run by every baixa), then the charge paid with what the bank said.

/** The finance core's baixa of a título (the route builds it over the receita's action). */
export type Baixador = (tituloId: number, dados: Readonly<Record<string, unknown>>) => Promise<void>;

export interface CobrancaPaga {
  id: number;
  tituloId: number;
}

/** The baixa's principal and interest from what was paid: the principal up to what is open, the rest interest. */
export function partesDoPagamento(registro: Pick<RegistroDeRetorno, 'valorPagoCentavos' | 'jurosCentavos' | 'descontoCentavos'>, abertoCentavos: number): { principal: number; juros: number; desconto: number } {
  const desconto = registro.descontoCentavos;
  const principal = Math.max(0, Math.min(abertoCentavos, registro.valorPagoCentavos - registro.jurosCentavos + desconto));
  return { principal, juros: Math.max(0, registro.valorPagoCentavos + desconto - principal), desconto };
}

export async function pagarCobranca(trx: Db, baixar: Baixador, c: CobrancaPaga, r: RegistroDeRetorno, hoje: string, forma: string): Promise<boolean> {
  const { rows } = await sql<{ aberto: string }>`SELECT valor_aberto::text AS aberto FROM titulo WHERE id = ${c.tituloId} AND situacao IN ('ABERTO', 'PARCIAL')`.execute(trx);
  const aberto = rows[0] === undefined ? 0 : (centavosDoDecimal(rows[0].aberto) ?? 0);
  const { principal, juros, desconto } = partesDoPagamento(r, aberto);
  if (principal === 0) return false;
  const credito = r.dataCredito ?? r.dataOcorrencia ?? hoje;
  const data = credito > hoje ? hoje : credito;
  await baixar(c.tituloId, { data, forma, valor: reaisDosCentavos(principal), juros: reaisDosCentavos(juros), desconto: reaisDosCentavos(desconto) });
  await contabilizar(trx, { titulos: [c.tituloId] });
  await sql`
    UPDATE mobilizacao_cobranca SET situacao = 'paga', motivo = NULL, valor_pago = ${reaisDosCentavos(r.valorPagoCentavos)}, tarifa = ${reaisDosCentavos(r.tarifaCentavos)},
      juros = ${reaisDosCentavos(juros)}, data_pagamento = ${r.dataOcorrencia ?? data}::date, data_credito = ${r.dataCredito}::date, atualizado_em = now()
    WHERE id = ${c.id}`.execute(trx);
  return true;
}
