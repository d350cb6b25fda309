import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// One gift as the module's actions read it, locked for the write.

export interface DoacaoGravada {
  id: number;
  unidadeId: number;
  pessoaId: number;
  pessoaNome: string;
  pessoaEmail: string | null;
  data: string;
  /** numeric text ('30.00') */
  valor: string;
  forma: string;
  situacao: 'PENDENTE' | 'RECEBIDA' | 'FALHOU' | 'ESTORNADA';
  periodicidade: 'UNICA' | 'MENSAL';
  campanha: string | null;
  contaId: number | null;
  tituloId: number | null;
  baixaId: number | null;
  reciboId: number | null;
  colaboracaoId: number | null;
  txid: string | null;
}

export async function lerDoacao(trx: Db, id: number, unidadeId: number): Promise<DoacaoGravada | null> {
  const { rows } = await sql<DoacaoGravada>`
    SELECT d.id, d.unidade_id AS "unidadeId", d.pessoa_id AS "pessoaId", p.nome AS "pessoaNome", p.email_principal AS "pessoaEmail",
      to_char(d.data, 'YYYY-MM-DD') AS data, d.valor::text AS valor, d.forma, d.situacao, d.periodicidade, d.campanha,
      d.conta_id AS "contaId", d.titulo_id AS "tituloId", d.baixa_id AS "baixaId", d.recibo_id AS "reciboId",
      d.colaboracao_id AS "colaboracaoId", d.txid
    FROM doacao AS d JOIN pessoa AS p ON p.id = d.pessoa_id
    WHERE d.id = ${id} AND d.unidade_id = ${unidadeId}
    FOR UPDATE OF d`.execute(trx);
  return rows[0] ?? null;
}
