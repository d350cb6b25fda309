import { sql } from 'kysely';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../../shared/mobilizacao/mensagens.ts';
import type { Db } from '../../../db/database.ts';
import { cobrarDoacaoPorBoleto, type ReceivelCobrado } from './criar.ts';

// A pending one-off gift that is changed takes its boleto along while the bank has not got it:
// the charge waiting for a remittance (or rejected, to go again) follows the new amount, due date
// and donor; another agreement chosen, or the gift no longer by boleto, writes it off (baixada,
// with why) and, by boleto, a new charge is numbered. A charge the bank already has (sent or
// confirmed) cannot follow: the change is refused (emBanco) before anything is written.

export interface DoacaoAlterada extends Omit<ReceivelCobrado, 'formaCobrancaId' | 'colaboracaoId'> {
  id: number;
  forma: string;
  /** The boleto agreement chosen on the gift, if any. */
  escolhida: number | null;
}

/** Whether the bank already has a charge of the receivable (sent or confirmed). */
export async function cobrancaNoBanco(trx: Db, tituloId: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM mobilizacao_cobranca WHERE titulo_id = ${tituloId} AND situacao IN ('enviada', 'confirmada')`.execute(trx);
  return rows.length > 0;
}

/** After a pending gift was changed; answers false when it is by boleto and got no charge (no active boleto agreement). */
export async function acompanharCobrancaDaDoacao(trx: Db, d: DoacaoAlterada): Promise<boolean> {
  const { rows } = await sql<{ id: number; forma: number }>`
    SELECT id, forma_cobranca_id AS forma FROM mobilizacao_cobranca
    WHERE titulo_id = ${d.tituloId} AND situacao IN ('a_enviar', 'rejeitada') ORDER BY id DESC LIMIT 1 FOR UPDATE`.execute(trx);
  const atual = rows[0];
  const mesmoConvenio = atual !== undefined && (d.escolhida === null || d.escolhida === atual.forma);
  if (d.forma === 'BOLETO' && atual !== undefined && mesmoConvenio) {
    await sql`UPDATE mobilizacao_cobranca SET valor = ${d.valor}::numeric, vencimento = ${d.vencimento}::date, pessoa_id = ${d.pessoaId}, atualizado_em = now()
      WHERE id = ${atual.id}`.execute(trx);
    return true;
  }
  if (atual !== undefined) {
    const motivo = d.forma === 'BOLETO' ? M.outroConvenio : M.deixouDeSerBoleto;
    await sql`UPDATE mobilizacao_cobranca SET situacao = 'baixada', motivo = ${motivo}, atualizado_em = now() WHERE id = ${atual.id}`.execute(trx);
  }
  if (d.forma !== 'BOLETO') return true;
  return (await cobrarDoacaoPorBoleto(trx, d.id, d.escolhida, d)) !== null;
}
