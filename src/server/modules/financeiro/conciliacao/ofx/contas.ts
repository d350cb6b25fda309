import { sql } from 'kysely';
import type { ContaBancaria } from '../../../../../shared/financeiro/conciliacao/contaDoExtrato.ts';
import type { Db } from '../../../../db/database.ts';

// The accounts of the session's unit a statement may go into: the active ones.

export interface ContaDaUnidade extends ContaBancaria {
  descricao: string;
}

export async function contasAtivasDaUnidade(db: Db, unidadeId: number): Promise<ContaDaUnidade[]> {
  const { rows } = await sql<ContaDaUnidade>`
    SELECT id, descricao, banco, agencia, numero FROM conta WHERE unidade_id = ${unidadeId} AND ativo ORDER BY id`.execute(db);
  return rows;
}
