import { sql } from 'kysely';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { problemaDoAnoFechado } from '../../../../shared/orcamento/fechamento.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';

// A year's budget is written one writer at a time (a lock of the unit's year for the
// transaction), so a save and the closing never cross: once closed, no line of it changes.

export async function travarAno(trx: Db, unidadeId: number, ano: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${interpolar('orcamento:{unidade}:{ano}', { unidade: String(unidadeId), ano: String(ano) })}))`.execute(trx);
}

export async function anoFechado(db: Db, unidadeId: number, ano: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM orcamento_fechamento WHERE unidade_id = ${unidadeId} AND ano = ${ano}`.execute(db);
  return rows.length > 0;
}

/** Locks the year and refuses, with the pure rule's 422 on `ano`, a change to a closed one. */
export async function exigirAnoAberto(trx: Db, unidadeId: number, ano: number): Promise<void> {
  await travarAno(trx, unidadeId, ano);
  const problema = problemaDoAnoFechado(ano, (await anoFechado(trx, unidadeId, ano)) ? [ano] : []);
  if (problema !== null) throw errosDeFormulario([{ field: 'ano', message: problema }]);
}
