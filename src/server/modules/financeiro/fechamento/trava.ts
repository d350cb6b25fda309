import { sql } from 'kysely';
import { estaFechado, MENSAGENS_DO_FECHAMENTO } from '../../../../shared/contabilidade/fechamento.ts';
import { formatDate } from '../../../../shared/format/dates.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario, HttpError } from '../../../http/erros.ts';

// The guard every finance and accounting write calls with its posting date (a baixa's payment
// date, a título's competence, a transfer's or an estorno's date, a manual entry's date): within
// the closed period it is a 422 naming the form's field, so the form shows it under that field.

/** The lock in force, the institution's: the date of the latest closing or reopening (null: nothing closed). */
export async function dataDeFechamento(db: Db): Promise<string | null> {
  const { rows } = await sql<{ data: string | null }>`
    SELECT to_char(data_fechamento, 'YYYY-MM-DD') AS data FROM fechamento_contabil ORDER BY id DESC LIMIT 1`.execute(db);
  return rows[0]?.data ?? null;
}

async function mensagemSeFechado(db: Db, data: string): Promise<string | null> {
  const fechamento = await dataDeFechamento(db);
  // A date field may come with a time (2025-01-31T00:00:00): the day is what is posted.
  return fechamento !== null && estaFechado(data.slice(0, 10), fechamento) ? interpolar(MENSAGENS_DO_FECHAMENTO.periodoFechado, { data: formatDate(fechamento) }) : null;
}

/** Refuses (422 on `campo`) a write posted on `data` (YYYY-MM-DD) when the period up to it is closed. */
export async function recusarSeFechado(db: Db, data: string, campo: string): Promise<void> {
  const mensagem = await mensagemSeFechado(db, data);
  if (mensagem !== null) throw errosDeFormulario([{ field: campo, message: mensagem }]);
}

/** Refuses (422, the text as the message) an action without a form whose posting date `data` is in the closed period. */
export async function recusarAcaoSeFechada(db: Db, data: string): Promise<void> {
  const mensagem = await mensagemSeFechado(db, data);
  if (mensagem !== null) throw new HttpError(422, mensagem);
}
