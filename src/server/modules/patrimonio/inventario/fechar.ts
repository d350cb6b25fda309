import { sql } from 'kysely';
import { resultadoDoInventario } from '../../../../shared/patrimonio/inventario.ts';
import type { Db } from '../../../db/database.ts';
import { bensDoLocal, leiturasContadas } from './dados.ts';

// Closing a count (the page's Fechar a contagem, and the demo data's closed count): the result of
// the pure rules stored item by item, with the four totals on the count. Runs in the caller's
// transaction; the count's row is locked, so two closings never both store a result.

/** Closes the open count; false when it is no longer open. */
export async function fecharContagem(trx: Db, inventario: { id: number; localId: number }, unidadeId: number, usuarioId: number | null): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM inventario WHERE id = ${inventario.id} AND situacao = 'ABERTO' FOR UPDATE`.execute(trx);
  if (rows[0] === undefined) return false;
  const r = resultadoDoInventario(await bensDoLocal(trx, inventario.localId, unidadeId), await leiturasContadas(trx, inventario.id, unidadeId));
  await sql`INSERT INTO inventario_resultado (inventario_id, plaqueta, bem_id, resultado, local_id)
    SELECT ${inventario.id}, * FROM unnest(${r.itens.map((i) => i.plaqueta)}::text[], ${r.itens.map((i) => i.bemId)}::int[], ${r.itens.map((i) => i.resultado)}::text[],
      ${r.itens.map((i) => i.localId)}::int[])`.execute(trx);
  await sql`UPDATE inventario SET situacao = 'FECHADO', fechado_em = now(), fechado_por = ${usuarioId}, encontrados = ${r.encontrados},
    faltantes = ${r.faltantes}, outros_locais = ${r.outrosLocais}, desconhecidos = ${r.desconhecidos} WHERE id = ${inventario.id}`.execute(trx);
  return true;
}
