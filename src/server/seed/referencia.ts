import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ESTADOS } from './estados.ts';
import { carregarMunicipios, type Municipio } from './municipios.ts';

/**
 * Reference data every installation needs, demo or not: the states and municipalities, at
 * their seats. An installation seeded before (or with an older table) gets the seats corrected.
 */
export async function semearReferencia(db: Db): Promise<void> {
  const municipios = await carregarMunicipios();
  const { total } = await db.selectFrom('estado').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) === 0) await inserir(db, municipios);
  else await corrigirSedes(db, municipios);
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
