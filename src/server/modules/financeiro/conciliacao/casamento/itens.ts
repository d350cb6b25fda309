import { sql } from 'kysely';
import { centavosDoDecimal } from '../../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../../db/database.ts';
import { errosDeFormulario } from '../../../../http/erros.ts';
import type { LinhaTravada } from './linha.ts';

// What a line may be matched with, read for the write: a baixa of the line's account, active and
// not matched yet, or a transfer (its own side, not reversed) not matched yet in this account,
// each with its movement signed as the account sees it. Anything else is refused by its field.

export const MENSAGEM_ITEM_INDISPONIVEL = 'Um dos itens escolhidos não está disponível para esta conta (já conciliado, estornado ou de outra conta).';
export const MENSAGEM_SINAL_DIFERENTE = 'Um dos itens escolhidos tem o sentido contrário ao da linha.';

export interface Movimento {
  id: number;
  centavos: number;
}

const recusar = (message: string): never => {
  throw errosDeFormulario([{ field: 'itens', message }]);
};

function conferir(linha: LinhaTravada, pedidos: readonly number[], achados: readonly { id: number; valor: string }[]): Movimento[] {
  if (achados.length !== new Set(pedidos).size) recusar(MENSAGEM_ITEM_INDISPONIVEL);
  const movimentos = achados.map((a) => ({ id: a.id, centavos: centavosDoDecimal(a.valor) ?? 0 }));
  if (movimentos.some((m) => Math.sign(m.centavos) !== Math.sign(linha.valorCentavos))) recusar(MENSAGEM_SINAL_DIFERENTE);
  return movimentos;
}

export async function baixasParaCasar(trx: Db, linha: LinhaTravada, ids: readonly number[]): Promise<Movimento[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number; valor: string }>`
    SELECT b.id, (CASE t.tipo WHEN 'RECEITA' THEN 1 ELSE -1 END * (b.valor + b.juros + b.multa - b.desconto))::text AS valor
    FROM baixa AS b JOIN titulo AS t ON t.id = b.titulo_id
    WHERE b.id = ANY(${[...ids]}::int[]) AND b.conta_id = ${linha.contaId} AND b.unidade_id = ${linha.unidadeId} AND b.estornada_em IS NULL
      AND NOT EXISTS (SELECT 1 FROM conciliacao AS c WHERE c.baixa_id = b.id)
    ORDER BY b.id FOR UPDATE OF b`.execute(trx);
  return conferir(linha, ids, rows);
}

export async function transferenciasParaCasar(trx: Db, linha: LinhaTravada, ids: readonly number[]): Promise<Movimento[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number; valor: string }>`
    SELECT tr.id, (CASE WHEN tr.conta_origem_id = ${linha.contaId} THEN -tr.valor ELSE tr.valor END)::text AS valor
    FROM transferencia AS tr
    WHERE tr.id = ANY(${[...ids]}::int[]) AND tr.origem_id IS NULL AND tr.data_estorno IS NULL
      AND ${linha.contaId} IN (tr.conta_origem_id, tr.conta_destino_id)
      AND NOT EXISTS (SELECT 1 FROM conciliacao AS c JOIN extrato_linha AS l ON l.id = c.extrato_linha_id
        WHERE c.transferencia_id = tr.id AND l.conta_id = ${linha.contaId})
    ORDER BY tr.id FOR UPDATE OF tr`.execute(trx);
  return conferir(linha, ids, rows);
}
