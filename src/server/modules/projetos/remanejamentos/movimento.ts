import { sql } from 'kysely';
import { centavosDoDecimal, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { errosDoRemanejamento } from '../../../../shared/projetos/remanejamento.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http/erros.ts';
import { lerPedido, type Movimento } from './leitura.ts';

// The budget moved at the last approval: checked again (a despesa may have spent the source
// since the request), then the source rubrica's total and month go down and the target's go up
// (a target month not planned yet is added to the project's monthly plan).

interface Lido {
  projeto_id: number;
  rubrica_origem_id: number;
  rubrica_destino_id: number;
  competencia_origem: string | null;
  competencia_destino: string | null;
  valor: string;
}

export async function movimentoDe(trx: Db, id: number): Promise<Movimento> {
  const { rows } = await sql<Lido>`
    SELECT projeto_id, rubrica_origem_id, rubrica_destino_id, to_char(competencia_origem, 'YYYY-MM-DD') AS competencia_origem,
      to_char(competencia_destino, 'YYYY-MM-DD') AS competencia_destino, valor::text AS valor
    FROM remanejamento WHERE id = ${id}`.execute(trx);
  const r = rows[0]!;
  return {
    projetoId: r.projeto_id,
    rubricaOrigemId: r.rubrica_origem_id,
    rubricaDestinoId: r.rubrica_destino_id,
    competenciaOrigem: r.competencia_origem,
    competenciaDestino: r.competencia_destino,
    valorCentavos: centavosDoDecimal(r.valor) ?? 0,
  };
}

async function mudarMes(trx: Db, m: Movimento, rubricaId: number, competencia: string, centavos: number): Promise<void> {
  const valor = decimalDosCentavos(centavos);
  const { rows } = await sql<{ id: number }>`
    UPDATE projeto_previsao SET valor = valor + ${valor}::numeric, atualizado_em = now()
    WHERE id = (SELECT id FROM projeto_previsao WHERE rubrica_id = ${rubricaId} AND competencia = ${competencia}::date AND valor + ${valor}::numeric >= 0 ORDER BY valor DESC, id LIMIT 1)
    RETURNING id`.execute(trx);
  if (rows.length > 0 || centavos < 0) return;
  await sql`INSERT INTO projeto_previsao (projeto_id, ordem, rubrica_id, competencia, valor)
    SELECT ${m.projetoId}, coalesce(max(ordem) + 1, 0), ${rubricaId}, ${competencia}::date, ${valor}::numeric FROM projeto_previsao WHERE projeto_id = ${m.projetoId}`.execute(trx);
}

/** Moves the budget, or refuses (422, naming why) when the source no longer has it. */
export async function moverOrcamento(trx: Db, m: Movimento): Promise<void> {
  const pedido = await lerPedido(trx, m);
  const erro = pedido === null ? undefined : errosDoRemanejamento(pedido)[0];
  if (erro !== undefined) throw new HttpError(422, erro.message);
  const valor = decimalDosCentavos(m.valorCentavos);
  if (m.rubricaOrigemId !== m.rubricaDestinoId) {
    await sql`UPDATE projeto_rubrica SET valor_total = valor_total - ${valor}::numeric, atualizado_em = now() WHERE id = ${m.rubricaOrigemId}`.execute(trx);
    await sql`UPDATE projeto_rubrica SET valor_total = valor_total + ${valor}::numeric, atualizado_em = now() WHERE id = ${m.rubricaDestinoId}`.execute(trx);
  }
  if (m.competenciaOrigem !== null) await mudarMes(trx, m, m.rubricaOrigemId, m.competenciaOrigem, -m.valorCentavos);
  if (m.competenciaDestino !== null) await mudarMes(trx, m, m.rubricaDestinoId, m.competenciaDestino, m.valorCentavos);
}
