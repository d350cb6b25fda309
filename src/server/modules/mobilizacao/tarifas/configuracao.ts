import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

// Where a collection method's fees are booked: the expense category its form names (an active,
// analytic category of despesa) and the supplier who charges them (the bank, the utility; the
// despesa has none when the form names none), and the account the gifts of the return were received in
// (else the unit's first active account, a checking account first) — the one the bank or the
// utility kept the fees from. Without either, the fees are not booked and the return says why.

export const MENSAGEM_TARIFAS_SEM_CATEGORIA = 'A forma de cobrança não tem a categoria das tarifas: escolha uma categoria de despesa na forma de cobrança para lançá-las.';
export const MENSAGEM_TARIFAS_CATEGORIA_INVALIDA = 'A categoria das tarifas da forma de cobrança não é uma categoria de despesa analítica ativa.';
export const MENSAGEM_TARIFAS_SEM_CONTA = 'A unidade não tem conta ativa para pagar as tarifas.';

type Destino = { categoriaId: number; fornecedorId: number | null } | { motivo: string };

/** The fees' category and supplier of the collection method, or why there is no category. */
export async function categoriaDasTarifas(trx: Db, formaCobrancaId: number): Promise<Destino> {
  const { rows } = await sql<{ id: number | null; valida: boolean | null; fornecedor: number | null }>`
    SELECT c.id, (c.ativo AND c.tipo = 'ANALITICA' AND c.natureza = 'DESPESA') AS valida, f.fornecedor_tarifa_id AS fornecedor
    FROM mobilizacao_forma_cobranca AS f LEFT JOIN categoria AS c ON c.id = f.categoria_tarifa_id WHERE f.id = ${formaCobrancaId}`.execute(trx);
  const linha = rows[0];
  if (linha?.id === null || linha?.id === undefined) return { motivo: MENSAGEM_TARIFAS_SEM_CATEGORIA };
  return linha.valida === true ? { categoriaId: linha.id, fornecedorId: linha.fornecedor } : { motivo: MENSAGEM_TARIFAS_CATEGORIA_INVALIDA };
}

/** The account of the latest active baixa of the títulos given, else the unit's first active account. */
export async function contaDasTarifas(trx: Db, unidadeId: number, tituloIds: readonly number[]): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM (
      (SELECT b.conta_id AS id, 0 AS ordem FROM baixa AS b JOIN conta AS c ON c.id = b.conta_id
        WHERE b.titulo_id = ANY(${[...tituloIds]}::int[]) AND b.estornada_em IS NULL AND c.unidade_id = ${unidadeId} AND c.ativo ORDER BY b.id DESC LIMIT 1)
      UNION ALL
      (SELECT id, 1 AS ordem FROM conta WHERE unidade_id = ${unidadeId} AND ativo ORDER BY (tipo = 'CONTA_CORRENTE') DESC, id LIMIT 1)
    ) AS contas ORDER BY ordem LIMIT 1`.execute(trx);
  return rows[0]?.id ?? null;
}
