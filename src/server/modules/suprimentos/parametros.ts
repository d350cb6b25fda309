import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The supplies' parameters (the configuration screen suprimentos/configuracoes/parametros keeps
// them in the table ajuste): whether an issue may take a location's stock below zero.

export async function permiteEstoqueNegativo(db: Db): Promise<boolean> {
  const { rows } = await sql<{ valor: unknown }>`
    SELECT valor FROM ajuste WHERE modelo = 'parametroSuprimentos' AND campo = 'permitirEstoqueNegativo' AND unidade_id IS NULL`.execute(db);
  return rows[0]?.valor === true;
}
