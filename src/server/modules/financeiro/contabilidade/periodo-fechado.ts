import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';

// Where a manual entry's date is judged against the closed periods. Here: a year whose closing
// entries are written (encerramento) takes no more entries. The accounting lock date is the
// helper trava's (src/server/modules/financeiro/fechamento/trava.ts, recusarSeFechado): at the
// merge the lead adds its call to this function, the one call site of the manual entries.

export const MENSAGEM_ANO_ENCERRADO = 'O exercício de {ano} já está encerrado: não recebe lançamentos.';

export async function anoEncerrado(db: Db, unidadeId: number, ano: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM lancamento_contabil WHERE unidade_id = ${unidadeId} AND origem = 'ENCERRAMENTO' AND data = ${`${String(ano).padStart(4, '0')}-12-31`}::date LIMIT 1`.execute(db);
  return rows.length > 0;
}

/** Refuses (422 on `campo`) a manual entry of the unit dated `data` (YYYY-MM-DD) in a closed period. */
export async function recusarLancamentoEmPeriodoFechado(db: Db, unidadeId: number, data: string, campo: string): Promise<void> {
  const ano = Number(data.slice(0, 4));
  if (Number.isInteger(ano) && (await anoEncerrado(db, unidadeId, ano))) throw errosDeFormulario([{ field: campo, message: MENSAGEM_ANO_ENCERRADO.replace('{ano}', String(ano)) }]);
}
