import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { numero, type Registro } from '../valores.ts';
import { baixasDe, centavos, parcelasDe, reais } from './linhas.ts';
import { posicaoDoTitulo } from './situacao.ts';

// A título's derived fields (situação, paid, open, next due date), from the record about to be
// saved, or written again from its tables after an action changed its baixas.

export function camposDaPosicao(registro: Registro): Registro {
  const cancelado = registro['situacao'] === 'CANCELADO';
  const p = posicaoDoTitulo(centavos(numero(registro['valor']) ?? 0), parcelasDe(registro), baixasDe(registro), cancelado);
  return { situacao: p.situacao, valorPago: reais(p.pagoCentavos), valorAberto: reais(p.abertoCentavos), proximoVencimento: p.proximoVencimento };
}

interface LinhaDoTitulo {
  valor: string;
  situacao: string;
}

/** Reads the título's installments and baixas (the caller holds its lock) and stores its position. */
export async function recalcularTitulo(trx: Db, id: number): Promise<void> {
  // A despesa's baixas pay its net: the value less what it withholds.
  const titulo = await sql<LinhaDoTitulo>`SELECT valor_liquido::text AS valor, situacao FROM titulo WHERE id = ${id}`.execute(trx);
  const linha = titulo.rows[0];
  if (linha === undefined) return;
  const parcelas = await sql<Registro>`
    SELECT numero, to_char(vencimento, 'YYYY-MM-DD') AS vencimento, to_char(vencimento_real, 'YYYY-MM-DD') AS "vencimentoReal", valor::text AS valor
    FROM parcela WHERE titulo_id = ${id}`.execute(trx);
  const baixas = await sql<Registro>`
    SELECT id, parcela, to_char(data, 'YYYY-MM-DD') AS data, valor::text AS valor, to_char(estornada_em, 'YYYY-MM-DD') AS "estornadaEm"
    FROM baixa WHERE titulo_id = ${id}`.execute(trx);
  // numeric as text, then a number as the engine reads it: exact to the cent.
  const comValor = (r: Registro): Registro => ({ ...r, valor: Number(r['valor']) });
  const campos = camposDaPosicao({ valor: Number(linha.valor), situacao: linha.situacao, parcelas: parcelas.rows.map(comValor), baixas: baixas.rows.map(comValor) });
  await sql`UPDATE titulo SET situacao = ${campos['situacao'] as string}, valor_pago = ${campos['valorPago'] as number},
    valor_aberto = ${campos['valorAberto'] as number}, proximo_vencimento = ${(campos['proximoVencimento'] as string | null) ?? null}, atualizado_em = now()
    WHERE id = ${id}`.execute(trx);
}
