import { sql } from 'kysely';
import { formatDate } from '../../../../../shared/format/dates.ts';
import { interpolar } from '../../../../../shared/i18n/idiomas.ts';
import type { Db } from '../../../../db/database.ts';
import { HttpError } from '../../../../http/erros.ts';

// The reconciled periods closed per account (table conciliacao_fechamento): nothing of a line dated
// up to the last closing of its account is matched, undone, ignored or restored any more.

export const MENSAGEM_PERIODO_CONCILIADO_FECHADO = 'A conciliação da conta está fechada até {data}: reabra o fechamento para alterar esta linha.';

/** The account's last closing date, or null. */
export async function fechadaAte(db: Db, contaId: number): Promise<string | null> {
  const { rows } = await sql<{ ate: string | null }>`
    SELECT to_char(max(ate), 'YYYY-MM-DD') AS ate FROM conciliacao_fechamento WHERE conta_id = ${contaId} AND ativo`.execute(db);
  return rows[0]?.ate ?? null;
}

export async function recusarSeConciliacaoFechada(db: Db, contaId: number, data: string): Promise<void> {
  const ate = await fechadaAte(db, contaId);
  if (ate !== null && data <= ate) throw new HttpError(422, interpolar(MENSAGEM_PERIODO_CONCILIADO_FECHADO, { data: formatDate(ate) }));
}
