import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// One line of the Movimentações list: a gift, a payment, a failure, a reversal or a plan cancelled.

export type TipoDeMovimento = 'DOACAO' | 'PAGAMENTO' | 'FALHA' | 'ESTORNO' | 'CANCELAMENTO';

export interface Movimento {
  unidadeId: number;
  pessoaId: number;
  doacaoId: number | null;
  colaboracaoId: number | null;
  data: string;
  tipo: TipoDeMovimento;
  forma: string | null;
  /** numeric text ('30.00') */
  valor: string;
  descricao: string;
}

export async function registrarMovimento(trx: Db, m: Movimento): Promise<void> {
  await sql`INSERT INTO doacao_movimento (unidade_id, pessoa_id, doacao_id, colaboracao_id, data, tipo, forma, valor, descricao)
    VALUES (${m.unidadeId}, ${m.pessoaId}, ${m.doacaoId}, ${m.colaboracaoId}, ${m.data}::date, ${m.tipo}, ${m.forma}, ${m.valor}::numeric, ${m.descricao})`.execute(trx);
}
