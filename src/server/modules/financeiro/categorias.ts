import { sql } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import { problemasDaCategoria, type ArredoresDaCategoria, type NoDaCategoria } from '../../../shared/financeiro/categoria.ts';
import type { Db } from '../../db/database.ts';
import { idDe, texto, umDe, type Registro } from './valores.ts';

// What the tree rules of a category read from the chart (src/shared/financeiro/categoria.ts).

const NATUREZAS = ['RECEITA', 'DESPESA'] as const;
const TIPOS = ['SINTETICA', 'ANALITICA'] as const;
/** Deeper than any chart: a guard against a cycle a race could have stored. */
const PROFUNDIDADE_MAXIMA = 64;

export async function lerCategoria(db: Db, id: number): Promise<NoDaCategoria | null> {
  return (await db.selectFrom('categoria').select(['id', 'codigo', 'natureza', 'tipo']).where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The ids above a category, from its parent up to the root. */
async function acimaDe(db: Db, id: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE acima(id, pai_id, profundidade) AS (
      SELECT id, pai_id, 0 FROM categoria WHERE id = ${id}
      UNION ALL
      SELECT c.id, c.pai_id, a.profundidade + 1 FROM categoria c JOIN acima a ON c.id = a.pai_id WHERE a.profundidade < ${PROFUNDIDADE_MAXIMA}
    )
    SELECT id FROM acima WHERE profundidade > 0 ORDER BY profundidade`.execute(db);
  return rows.map((r) => r.id);
}

async function codigoEmUso(db: Db, codigo: string, id: number | null): Promise<boolean> {
  const outra = await db.selectFrom('categoria').select('id').where('codigo', '=', codigo).where('id', '!=', id ?? 0).executeTakeFirst();
  return outra !== undefined;
}

async function subcategorias(db: Db, id: number): Promise<number> {
  const { n } = await db.selectFrom('categoria').select((eb) => eb.fn.countAll<number>().as('n')).where('pai_id', '=', id).executeTakeFirstOrThrow();
  return Number(n);
}

/** The tree rules of a category as it will be saved (`antes`: as stored, null when new). */
export async function validarCategoria(db: Db, registro: Registro, antes: Registro | null): Promise<FieldError[]> {
  const id = antes === null ? null : idDe(antes['id']);
  const codigo = texto(registro['codigo']);
  const paiId = idDe(registro['pai']);
  const pai = paiId === null ? null : await lerCategoria(db, paiId);
  // A parent that does not exist is the generic save's to report.
  if (paiId !== null && pai === null) return [];
  const categoria = { id, codigo, natureza: umDe(registro['natureza'], NATUREZAS), tipo: umDe(registro['tipo'], TIPOS) };
  return problemasDaCategoria(categoria, {
    pai,
    acimaDoPai: pai === null ? [] : await acimaDe(db, pai.id),
    codigoEmUso: codigo !== null && (await codigoEmUso(db, codigo, id)),
    gravada: await comoGravada(db, id, antes),
  });
}

async function comoGravada(db: Db, id: number | null, antes: Registro | null): Promise<ArredoresDaCategoria['gravada']> {
  const codigo = texto(antes?.['codigo']);
  const natureza = umDe(antes?.['natureza'], NATUREZAS);
  if (id === null || codigo === null || natureza === null) return null;
  return { codigo, natureza, subcategorias: await subcategorias(db, id) };
}
