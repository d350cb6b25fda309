import { sql } from 'kysely';
import { centavosDoDecimal } from '../../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../../db/database.ts';
import { HttpError, naoEncontrado } from '../../../../http/erros.ts';
import { recusarSeConciliacaoFechada } from './periodo-fechado.ts';

// A statement line as a write reads it: of the session's unit (another's is not found), locked
// for the write's transaction, in an open period of its account, with what of it is matched.

export const MENSAGEM_LINHA_NAO_PENDENTE = 'Esta linha do extrato não está pendente.';

export interface LinhaTravada {
  id: number;
  unidadeId: number;
  contaId: number;
  data: string;
  valorCentavos: number;
  memo: string;
  documento: string | null;
  situacao: 'PENDENTE' | 'CONCILIADA' | 'IGNORADA';
  casadoCentavos: number;
}

interface Linha {
  id: number;
  unidade_id: number;
  conta_id: number;
  data: string;
  valor: string;
  memo: string;
  documento: string | null;
  situacao: LinhaTravada['situacao'];
}

export async function travarLinha(trx: Db, id: number, unidadeId: number | null): Promise<LinhaTravada> {
  const { rows } = await sql<Linha>`
    SELECT id, unidade_id, conta_id, to_char(data, 'YYYY-MM-DD') AS data, valor::text AS valor, memo, documento, situacao
    FROM extrato_linha WHERE id = ${id} AND unidade_id = ${unidadeId} AND ativo FOR UPDATE`.execute(trx);
  const l = rows[0];
  if (l === undefined) throw naoEncontrado();
  await recusarSeConciliacaoFechada(trx, l.conta_id, l.data);
  const casado = await sql<{ soma: string }>`SELECT coalesce(sum(valor), 0)::text AS soma FROM conciliacao WHERE extrato_linha_id = ${id}`.execute(trx);
  return {
    id: l.id,
    unidadeId: l.unidade_id,
    contaId: l.conta_id,
    data: l.data,
    valorCentavos: centavosDoDecimal(l.valor) ?? 0,
    memo: l.memo,
    documento: l.documento,
    situacao: l.situacao,
    casadoCentavos: centavosDoDecimal(casado.rows[0]?.soma ?? '0') ?? 0,
  };
}

export async function travarLinhaPendente(trx: Db, id: number, unidadeId: number | null): Promise<LinhaTravada> {
  const linha = await travarLinha(trx, id, unidadeId);
  if (linha.situacao !== 'PENDENTE') throw new HttpError(409, MENSAGEM_LINHA_NAO_PENDENTE);
  return linha;
}

/** The line's situação from what is matched: CONCILIADA when the matches add up to its amount. */
export async function atualizarSituacao(trx: Db, id: number): Promise<void> {
  await sql`UPDATE extrato_linha AS l SET atualizado_em = now(), situacao = CASE
      WHEN l.situacao = 'IGNORADA' THEN 'IGNORADA'
      WHEN (SELECT coalesce(sum(c.valor), 0) FROM conciliacao AS c WHERE c.extrato_linha_id = l.id) = l.valor THEN 'CONCILIADA'
      ELSE 'PENDENTE' END
    WHERE l.id = ${id}`.execute(trx);
}
