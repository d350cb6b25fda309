import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { bensDoLocal } from '../modules/patrimonio/inventario/dados.ts';
import { fecharContagem } from '../modules/patrimonio/inventario/fechar.ts';

// The inventory counts on first start, so Patrimônio › Inventário means something: the library of
// the head office counted ten days ago and closed by the page's own closing (found, two missing,
// a notebook of the administration read there, an unknown tag), and the workshop room's count
// still open with a few tags read.

const DESCONHECIDA = 'PAT-09999';

async function abrir(db: Db, unidadeId: number, localId: number, usuarioId: number, diasAtras: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO inventario (unidade_id, local_id, aberto_por, aberto_em) VALUES (${unidadeId}, ${localId}, ${usuarioId}, now() - make_interval(days => ${diasAtras}))
    RETURNING id`.execute(db);
  return rows[0]!.id;
}

async function ler(db: Db, inventarioId: number, plaquetas: readonly string[], usuarioId: number, diasAtras: number): Promise<void> {
  await sql`INSERT INTO inventario_leitura (inventario_id, plaqueta, bem_id, usuario_id, lida_em)
    SELECT ${inventarioId}, p.plaqueta, b.id, ${usuarioId}, now() - make_interval(days => ${diasAtras}) + p.n * interval '40 seconds'
    FROM unnest(${[...plaquetas]}::text[]) WITH ORDINALITY AS p (plaqueta, n) LEFT JOIN bem AS b ON b.plaqueta = p.plaqueta AND b.situacao = 'ATIVO'`.execute(db);
}

/** `locais`: the library, the workshop room and the administration of the head office (`sede`). */
export async function semearInventario(db: Db, sede: number, locais: { biblioteca: number; oficinas: number; administracao: number }, usuarioId: number): Promise<void> {
  const daBiblioteca = (await bensDoLocal(db, locais.biblioteca, sede)).map((b) => b.plaqueta);
  const { rows: notebooks } = await sql<{ plaqueta: string }>`
    SELECT plaqueta FROM bem WHERE local_id = ${locais.administracao} AND unidade_id = ${sede} AND descricao LIKE 'Notebook%' ORDER BY plaqueta LIMIT 1`.execute(db);
  const fechada = await abrir(db, sede, locais.biblioteca, usuarioId, 10);
  await ler(db, fechada, [...daBiblioteca.slice(0, -2), ...notebooks.map((n) => n.plaqueta), DESCONHECIDA], usuarioId, 10);
  // The demo is seeded in one transaction already.
  await fecharContagem(db, { id: fechada, localId: locais.biblioteca }, sede, usuarioId);
  await sql`UPDATE inventario SET fechado_em = aberto_em + interval '2 hours' WHERE id = ${fechada}`.execute(db);
  const aberta = await abrir(db, sede, locais.oficinas, usuarioId, 1);
  await ler(db, aberta, (await bensDoLocal(db, locais.oficinas, sede)).slice(0, 2).map((b) => b.plaqueta), usuarioId, 1);
}
