import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import type { Db } from '../../../db/database.ts';
import { idDe, type Registro } from '../valores.ts';

// A new transfer's rules beyond each field's own (a positive value, the origin account of the
// session's unit, both accounts existing): two different accounts, both active.

export const MENSAGEM_MESMA_CONTA = 'A conta de destino deve ser diferente da conta de origem.';
export const MENSAGEM_CONTA_INATIVA = 'A conta está inativa.';

export async function errosDaTransferencia(trx: Db, registro: Registro): Promise<FieldError[]> {
  const origem = idDe(registro['contaOrigem']);
  const destino = idDe(registro['contaDestino']);
  if (origem !== null && origem === destino) return [{ field: 'contaDestino', message: MENSAGEM_MESMA_CONTA }];
  const ids = [origem, destino].filter((id) => id !== null);
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number }>`SELECT id FROM conta WHERE id IN (${sql.join(ids)}) AND NOT ativo`.execute(trx);
  const inativas = new Set(rows.map((r) => r.id));
  return [
    ...(origem !== null && inativas.has(origem) ? [{ field: 'contaOrigem', message: MENSAGEM_CONTA_INATIVA }] : []),
    ...(destino !== null && inativas.has(destino) ? [{ field: 'contaDestino', message: MENSAGEM_CONTA_INATIVA }] : []),
  ];
}
