import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ESTADOS } from './estados.ts';
import { carregarMunicipios, type Municipio } from './municipios.ts';

/**
 * Reference data every installation needs, demo or not: the states and municipalities, at
 * their seats. An installation seeded before (or with an older table) gets the seats corrected,
 * and its people placed as a save places them (shared/geo/posicao.ts): those with a
 * municipality and no point at its seat, the approximate ones at their municipality's new seat.
 */
export async function semearReferencia(db: Db): Promise<void> {
  const municipios = await carregarMunicipios();
  const { total } = await db.selectFrom('estado').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) === 0) await inserir(db, municipios);
  else await seguirSedes(db, await corrigirSedes(db, municipios));
  await posicionarSemPonto(db);
}

async function inserir(db: Db, municipios: readonly Municipio[]): Promise<void> {
  const estados = await db
    .insertInto('estado')
    .values(ESTADOS.map((e) => ({ uf: e.uf, nome: e.nome, codigo_ibge: e.codigo })))
    .returning(['id', 'uf'])
    .execute();
  const idDaUf = new Map(estados.map((e) => [e.uf, e.id]));
  for (let i = 0; i < municipios.length; i += 1000) {
    await db
      .insertInto('cidade')
      .values(
        municipios.slice(i, i + 1000).map((m) => ({
          estado_id: idDaUf.get(m.estado.uf) ?? 0,
          nome: m.nome,
          codigo_ibge: m.codigoIbge,
          latitude: m.lat,
          longitude: m.lng,
        })),
      )
      .execute();
  }
}

/** The municipalities whose stored seat differs from the table's, moved to it; their ids. */
async function corrigirSedes(db: Db, municipios: readonly Municipio[]): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    UPDATE cidade c SET latitude = s.lat, longitude = s.lng
    FROM unnest(${municipios.map((m) => m.codigoIbge)}::int[], ${municipios.map((m) => m.lat)}::float8[], ${municipios.map((m) => m.lng)}::float8[]) AS s(codigo, lat, lng)
    WHERE c.codigo_ibge = s.codigo AND (c.latitude <> s.lat OR c.longitude <> s.lng)
    RETURNING c.id`.execute(db);
  return rows.map((r) => r.id);
}

/** The approximate people of these municipalities, moved to their seats. */
async function seguirSedes(db: Db, cidadeIds: readonly number[]): Promise<void> {
  if (cidadeIds.length === 0) return;
  await sql`
    UPDATE pessoa p SET latitude = c.latitude, longitude = c.longitude
    FROM cidade c
    WHERE c.id = p.cidade_id AND p.coordenada_aproximada AND p.cidade_id = ANY(${cidadeIds}::int[])`.execute(db);
}

/** The people with a municipality and no point (saved before the rule, or written around the API), at its seat. */
async function posicionarSemPonto(db: Db): Promise<void> {
  await sql`
    UPDATE pessoa p SET latitude = c.latitude, longitude = c.longitude, coordenada_aproximada = true
    FROM cidade c
    WHERE c.id = p.cidade_id AND p.cidade_id IS NOT NULL AND (p.latitude IS NULL OR p.longitude IS NULL)`.execute(db);
}
