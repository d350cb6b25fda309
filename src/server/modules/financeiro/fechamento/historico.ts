import { sql } from 'kysely';
import type { MudancaDoFechamento, SituacaoDoFechamento } from '../../../../shared/api/fechamento.ts';
import type { Db } from '../../../db/database.ts';
import { dataDeFechamento } from './trava.ts';

// The lock in force and every closing and reopening before it, newest first, with who did it.

const HISTORICO = 200;

export async function situacaoDoFechamento(db: Db): Promise<SituacaoDoFechamento> {
  const { rows } = await sql<MudancaDoFechamento>`
    SELECT f.id, to_char(f.data_fechamento, 'YYYY-MM-DD') AS "dataFechamento", f.operacao, f.motivo, u.nome AS usuario,
      to_char(f.criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "criadoEm"
    FROM fechamento_contabil AS f LEFT JOIN usuario AS u ON u.id = f.usuario_id
    ORDER BY f.id DESC LIMIT ${HISTORICO}`.execute(db);
  return { dataFechamento: await dataDeFechamento(db), historico: rows };
}
