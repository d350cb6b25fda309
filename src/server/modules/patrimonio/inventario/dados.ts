import { sql } from 'kysely';
import type { Inventario, ItemDoInventario, LeituraDoInventario, ResumoDoInventario } from '../../../../shared/api/inventarioDoPatrimonio.ts';
import { classificarLeitura, type BemContado, type LeituraContada } from '../../../../shared/patrimonio/inventario.ts';
import type { Db } from '../../../db/database.ts';

// What the count's calls read: the unit's counts, one count with its reads classified, and the
// asset a tag names. An asset of another unit is named "another location" without its details.

const RESUMO = sql`
  SELECT i.id, i.local_id AS "localId", l.descricao AS local, i.situacao, i.aberto_em::text AS "abertoEm", i.fechado_em::text AS "fechadoEm",
    (SELECT count(*)::int FROM inventario_leitura AS x WHERE x.inventario_id = i.id) AS leituras, i.encontrados, i.faltantes, i.outros_locais AS "outrosLocais", i.desconhecidos
  FROM inventario AS i JOIN patrimonio_local AS l ON l.id = i.local_id`;

export async function resumosDosInventarios(db: Db, unidadeId: number): Promise<ResumoDoInventario[]> {
  const { rows } = await sql<ResumoDoInventario>`${RESUMO} WHERE i.unidade_id = ${unidadeId} ORDER BY i.situacao, i.aberto_em DESC, i.id DESC LIMIT 50`.execute(db);
  return rows;
}

/** The count when it is of the unit; undefined otherwise (a 404 to the caller). */
export async function resumoDoInventario(db: Db, id: number, unidadeId: number): Promise<ResumoDoInventario | undefined> {
  const { rows } = await sql<ResumoDoInventario>`${RESUMO} WHERE i.id = ${id} AND i.unidade_id = ${unidadeId}`.execute(db);
  return rows[0];
}

export interface BemDaPlaqueta extends BemContado {
  unidadeId: number;
  descricao: string;
  local: string | null;
}

export async function bemDaPlaqueta(db: Db, plaqueta: string): Promise<BemDaPlaqueta | undefined> {
  const { rows } = await sql<BemDaPlaqueta>`
    SELECT b.id, b.plaqueta, b.local_id AS "localId", b.unidade_id AS "unidadeId", b.descricao, l.descricao AS local
    FROM bem AS b LEFT JOIN patrimonio_local AS l ON l.id = b.local_id WHERE b.plaqueta = ${plaqueta} AND b.situacao = 'ATIVO'`.execute(db);
  return rows[0];
}

/** A read as the page shows it: another unit's asset is "another location", with no details. */
export function leituraDe(plaqueta: string, bem: BemDaPlaqueta | undefined, inventario: { localId: number; unidadeId: number }): LeituraDoInventario {
  const daUnidade = bem !== undefined && bem.unidadeId === inventario.unidadeId;
  const classe = bem === undefined ? 'DESCONHECIDO' : classificarLeitura(daUnidade ? bem : { ...bem, localId: null }, inventario.localId);
  return { plaqueta, classe, descricao: daUnidade ? bem.descricao : null, localDoBem: daUnidade && classe === 'OUTRO_LOCAL' ? bem.local : null };
}

export async function bensDoLocal(db: Db, localId: number, unidadeId: number): Promise<BemContado[]> {
  const { rows } = await sql<BemContado>`
    SELECT id, plaqueta, local_id AS "localId" FROM bem WHERE local_id = ${localId} AND unidade_id = ${unidadeId} AND situacao = 'ATIVO' ORDER BY plaqueta`.execute(db);
  return rows;
}

/** The count's reads, each with the unit's asset that has its tag (wherever it is kept): what closing compares. */
export async function leiturasContadas(db: Db, inventarioId: number, unidadeId: number): Promise<LeituraContada[]> {
  const { rows } = await sql<LeituraContada>`
    SELECT x.plaqueta, CASE WHEN b.id IS NOT NULL THEN json_build_object('id', b.id, 'plaqueta', b.plaqueta, 'localId', b.local_id) END AS bem
    FROM inventario_leitura AS x LEFT JOIN bem AS b ON b.plaqueta = x.plaqueta AND b.situacao = 'ATIVO' AND b.unidade_id = ${unidadeId}
    WHERE x.inventario_id = ${inventarioId}`.execute(db);
  return rows;
}

export async function inventarioCompleto(db: Db, resumo: ResumoDoInventario, unidadeId: number): Promise<Inventario> {
  const { rows: leituras } = await sql<{ plaqueta: string; bem: BemDaPlaqueta | null }>`
    SELECT x.plaqueta, CASE WHEN b.id IS NOT NULL THEN json_build_object('id', b.id, 'plaqueta', b.plaqueta, 'localId', b.local_id, 'unidadeId', b.unidade_id,
      'descricao', b.descricao, 'local', l.descricao) END AS bem
    FROM inventario_leitura AS x LEFT JOIN bem AS b ON b.plaqueta = x.plaqueta AND b.situacao = 'ATIVO' LEFT JOIN patrimonio_local AS l ON l.id = b.local_id
    WHERE x.inventario_id = ${resumo.id} ORDER BY x.lida_em DESC, x.id DESC`.execute(db);
  const lidas = leituras.map((l) => leituraDe(l.plaqueta, l.bem ?? undefined, { localId: resumo.localId, unidadeId }));
  const { rows: resultado } = await sql<ItemDoInventario>`
    SELECT r.plaqueta, r.resultado, CASE WHEN b.unidade_id = ${unidadeId} THEN b.descricao END AS descricao, l.descricao AS "localDoBem"
    FROM inventario_resultado AS r LEFT JOIN bem AS b ON b.id = r.bem_id LEFT JOIN patrimonio_local AS l ON l.id = r.local_id
    WHERE r.inventario_id = ${resumo.id}
    ORDER BY array_position(ARRAY['FALTANTE', 'OUTRO_LOCAL', 'DESCONHECIDO', 'ENCONTRADO'], r.resultado), r.plaqueta`.execute(db);
  return { ...resumo, lidas, resultado };
}
